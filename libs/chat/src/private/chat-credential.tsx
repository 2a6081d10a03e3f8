import { createContext, type ReactNode } from 'react';

/**
 * A chat token the chat's calls below carry in `X-Chat-Token` when they send none of their own: a
 * guest's token of the live chat, which is what opens their private prayer to them (they have no
 * account); a call that sends its own token (the prayer's, once joined) keeps it.
 */
export const ChatCredentialContext = createContext<string | null>(null);

export function ChatCredentialProvider({ token, children }: { token: string | null; children: ReactNode }) {
  return <ChatCredentialContext.Provider value={token}>{children}</ChatCredentialContext.Provider>;
}
