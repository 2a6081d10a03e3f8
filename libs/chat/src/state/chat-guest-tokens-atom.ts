import { persistedAtom } from '@church/state';

/** How many channels' guest tokens a tab keeps: the oldest go first. */
const KEPT_TOKENS = 10;

/**
 * A guest's latest chat token of each channel (`{slug} {channel}`), kept for the tab (the session store),
 * so that a reload joins again as the same guest: their answer to an open moment is theirs again.
 */
export const chatGuestTokensAtom = persistedAtom<Record<string, string>>('chatGuestTokens', {}, 'chatGuestTokensAtom');

/** The tokens with this channel's set to `token`, the newest last, at most KEPT_TOKENS of them. */
export function withGuestToken(tokens: Readonly<Record<string, string>>, channelKey: string, token: string): Record<string, string> {
  const others = Object.entries(tokens).filter(([key]) => key !== channelKey);
  return Object.fromEntries([...others.slice(-(KEPT_TOKENS - 1)), [channelKey, token]]);
}
