import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type TicketContentPanel, type TicketContentPanelsLoader, TicketContentPanelsProvider } from './ticket-content-panels';
import { useTicketContentPanels } from './use-ticket-content-panels';

const ContentChat = () => null;
const panel = (id: string, load: TicketContentPanel['load'] = async () => ContentChat): TicketContentPanel => ({ id, order: 1, loadCatalog: async () => undefined, load });

function renderWith(load: TicketContentPanelsLoader, codes: ReadonlySet<string>) {
  const wrapper = ({ children }: { children: ReactNode }) => <TicketContentPanelsProvider load={load}>{children}</TicketContentPanelsProvider>;
  return renderHook(({ enabled }) => useTicketContentPanels(enabled), { wrapper, initialProps: { enabled: codes } });
}

describe('useTicketContentPanels', () => {
  it('is null while the panels load, then the enabled modules’ panels with their code loaded', async () => {
    const load = vi.fn<TicketContentPanelsLoader>(async (codes) => (codes.has('MOD_CULTO') ? [panel('chat')] : []));
    const { result } = renderWith(load, new Set(['MOD_CULTO', 'MOD_EVENTO']));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual([{ id: 'chat', Component: ContentChat }]));
    expect(load).toHaveBeenCalledWith(new Set(['MOD_CULTO', 'MOD_EVENTO']));
  });

  it('gives none for a church without the modules that add them', async () => {
    const load = vi.fn<TicketContentPanelsLoader>(async (codes) => (codes.has('MOD_CULTO') ? [panel('chat')] : []));
    const { result } = renderWith(load, new Set(['MOD_EVENTO']));
    await waitFor(() => expect(result.current).toEqual([]));
  });

  it('loads again only when the enabled modules change, not for a new set of the same codes', async () => {
    const load = vi.fn<TicketContentPanelsLoader>(async (codes) => [...codes].map((code) => panel(code)));
    const { result, rerender } = renderWith(load, new Set(['B', 'A']));
    await waitFor(() => expect(result.current).toHaveLength(2));
    rerender({ enabled: new Set(['A', 'B']) });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ enabled: new Set(['A']) });
    await waitFor(() => expect(result.current?.map((loaded) => loaded.id)).toEqual(['A']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves out a panel whose code fails to load, and gives none when the loader fails or there is no provider', async () => {
    const { result } = renderWith(async () => [panel('broken', async () => Promise.reject(new Error('offline'))), panel('chat')], new Set());
    await waitFor(() => expect(result.current?.map((loaded) => loaded.id)).toEqual(['chat']));
    const failing = renderWith(async () => Promise.reject(new Error('offline')), new Set());
    await waitFor(() => expect(failing.result.current).toEqual([]));
    const alone = renderHook(() => useTicketContentPanels(new Set()));
    await waitFor(() => expect(alone.result.current).toEqual([]));
  });
});
