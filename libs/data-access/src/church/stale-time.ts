/** Church data changes rarely: five minutes before a screen refetches it. */
export const CHURCH_DATA_STALE_MS = 5 * 60_000;
