import { persistedAtom } from '@church/state';

/** A viewer's private prayer: its channel, and the live chat's token that opens it to them (a guest has nothing else). */
export interface ChatPrayerTicket {
  canal: string;
  token: string;
}

/** The viewer's prayer per live chat, kept for the tab (the session store), so that a reload finds the conversation again. */
export const chatPrayerAtom = persistedAtom<Record<string, ChatPrayerTicket>>('chatPrayers', {}, 'chatPrayerAtom');
