import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { ChatSocketProvider } from '../live/chat-socket-context';
import type { FakeChatSockets } from './fake-chat-sockets';

/**
 * A story's decorator: the chats in it connect to the story's fake sockets, which its play drives;
 * `frame`, a column of that style around the story (a chat fills the height it is given).
 */
export const withChatSockets =
  (sockets: FakeChatSockets, frame?: CSSProperties): Decorator =>
  (Story) => (
    <ChatSocketProvider connect={sockets.connect}>
      {frame ? (
        <div style={{ display: 'flex', flexDirection: 'column', ...frame }}>
          <Story />
        </div>
      ) : (
        <Story />
      )}
    </ChatSocketProvider>
  );
