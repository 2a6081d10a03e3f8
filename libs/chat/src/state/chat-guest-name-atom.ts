import { persistedAtom } from '@church/state';

/** The name a guest chats under, kept for the tab (the session store), so that a reload joins again at once. */
export const chatGuestNameAtom = persistedAtom<string | null>('chatGuestName', null, 'chatGuestNameAtom');
