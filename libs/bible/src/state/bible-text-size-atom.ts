import { persistedAtom } from '@church/state';

/** The sizes the reader's text may take, as a factor of the body text. */
export const BIBLE_TEXT_SIZES = [0.875, 1, 1.125, 1.25, 1.5, 1.75] as const;

/** The reader's text size, kept for the session as the product's other client state is. */
export const bibleTextSizeAtom = persistedAtom<number>('bibleTextSize', 1.125, 'bibleTextSizeAtom');
