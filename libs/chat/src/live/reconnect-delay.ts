const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;

/**
 * How long to wait before the next attempt to reconnect: 1 s, 2 s, 4 s … up to 30 s, each between
 * half and all of that (jitter), so that a congregation whose connections dropped together (a server
 * restart) does not come back in one burst.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
