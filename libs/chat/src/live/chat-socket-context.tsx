import { createContext, type ReactNode, useContext } from 'react';
import { browserChatSocket, type ChatSocketFactory } from './chat-socket';

const ChatSocketContext = createContext<ChatSocketFactory>(browserChatSocket);

/** Replaces the browser's WebSocket for the chats below (stories drive their own connections). */
export function ChatSocketProvider({ connect, children }: { connect: ChatSocketFactory; children: ReactNode }) {
  return <ChatSocketContext.Provider value={connect}>{children}</ChatSocketContext.Provider>;
}

export function useChatSocketFactory(): ChatSocketFactory {
  return useContext(ChatSocketContext);
}
