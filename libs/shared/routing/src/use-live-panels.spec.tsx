import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type LivePanel, type LivePanelsLoader, LivePanelsProvider } from './live-panels';
import { useLivePanels } from './use-live-panels';

const panel = (id: string): LivePanel => ({ id, order: 1, title: { id }, loadCatalog: async () => undefined, load: async () => () => null });

function renderWith(load: LivePanelsLoader, codes: ReadonlySet<string>) {
  const wrapper = ({ children }: { children: ReactNode }) => <LivePanelsProvider load={load}>{children}</LivePanelsProvider>;
  return renderHook(({ enabled }) => useLivePanels(enabled), { wrapper, initialProps: { enabled: codes } });
}

describe('useLivePanels', () => {
  it('is null while the panels load, then the loader’s panels for the enabled modules', async () => {
    const load = vi.fn<LivePanelsLoader>(async (codes) => (codes.has('MOD_DOACAO') ? [panel('giving')] : []));
    const { result } = renderWith(load, new Set(['MOD_DOACAO']));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current?.map((p) => p.id)).toEqual(['giving']));
    expect(load).toHaveBeenCalledWith(new Set(['MOD_DOACAO']));
  });

  it('loads again only when the enabled modules change, not for a new set of the same codes', async () => {
    const load = vi.fn<LivePanelsLoader>(async (codes) => [...codes].map(panel));
    const { result, rerender } = renderWith(load, new Set(['B', 'A']));
    await waitFor(() => expect(result.current).toHaveLength(2));
    rerender({ enabled: new Set(['A', 'B']) });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ enabled: new Set(['A']) });
    await waitFor(() => expect(result.current?.map((p) => p.id)).toEqual(['A']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives no panels when they cannot load, or without a provider', async () => {
    const { result } = renderWith(async () => Promise.reject(new Error('offline')), new Set());
    await waitFor(() => expect(result.current).toEqual([]));
    const alone = renderHook(() => useLivePanels(new Set()));
    await waitFor(() => expect(alone.result.current).toEqual([]));
  });
});
