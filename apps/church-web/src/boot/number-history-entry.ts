/**
 * Gives the page's history entry the index React Router's browser history would give it when it starts
 * (`{ ...history.state, idx: 0 }`, only when the entry has none). `history.replaceState` is slow on a
 * cold start, and done here it runs in a task of its own instead of inside the router's creation.
 */
export function numberHistoryEntry(history: Pick<History, 'state' | 'replaceState'> = window.history): void {
  const state = history.state as { idx?: unknown } | null;
  if (typeof state?.idx === 'number') return;
  history.replaceState({ ...state, idx: 0 }, '');
}
