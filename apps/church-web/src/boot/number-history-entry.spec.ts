import { createBrowserRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { numberHistoryEntry } from './number-history-entry';

function historyWith(state: unknown) {
  const history = { state, replaceState: vi.fn((next: unknown) => void (history.state = next)) };
  return history;
}

describe('numberHistoryEntry', () => {
  it('numbers an entry that has no index as the router would, keeping what the entry holds', () => {
    const history = historyWith({ usr: { from: 'link' }, key: 'abc' });
    numberHistoryEntry(history);
    expect(history.replaceState).toHaveBeenCalledWith({ usr: { from: 'link' }, key: 'abc', idx: 0 }, '');
  });

  it('numbers a fresh entry, whose state is null', () => {
    const history = historyWith(null);
    numberHistoryEntry(history);
    expect(history.state).toEqual({ idx: 0 });
  });

  it('leaves an entry the router has numbered already (a reload, or back to the page)', () => {
    const history = historyWith({ usr: null, key: 'k', idx: 3 });
    numberHistoryEntry(history);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('is the index React Router gives the entry: once numbered, the router does not replace it again', () => {
    window.history.replaceState(null, '');
    numberHistoryEntry();
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const router = createBrowserRouter([{ path: '*', element: null }]);
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ idx: 0 });
    router.dispose();
    replaceState.mockRestore();
  });
});
