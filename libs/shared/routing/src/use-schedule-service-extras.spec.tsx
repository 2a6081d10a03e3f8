import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ScheduleServiceExtra, type ScheduleServiceExtrasLoader, ScheduleServiceExtrasProvider } from './schedule-service-extras';
import { useScheduleServiceExtras } from './use-schedule-service-extras';

const Songs = () => null;
const extra = (id: string, load: ScheduleServiceExtra['load'] = async () => Songs): ScheduleServiceExtra => ({ id, order: 1, loadCatalog: async () => undefined, load });

function renderWith(load: ScheduleServiceExtrasLoader, codes: ReadonlySet<string>) {
  const wrapper = ({ children }: { children: ReactNode }) => <ScheduleServiceExtrasProvider load={load}>{children}</ScheduleServiceExtrasProvider>;
  return renderHook(({ enabled }) => useScheduleServiceExtras(enabled), { wrapper, initialProps: { enabled: codes } });
}

describe('useScheduleServiceExtras', () => {
  it('is null while the extras load, then the enabled modules’ extras with their code loaded', async () => {
    const load = vi.fn<ScheduleServiceExtrasLoader>(async (codes) => (codes.has('MOD_CULTO') ? [extra('songs')] : []));
    const { result } = renderWith(load, new Set(['MOD_CULTO']));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual([{ id: 'songs', Component: Songs }]));
    expect(load).toHaveBeenCalledWith(new Set(['MOD_CULTO']));
  });

  it('gives none for a church without the modules that add them', async () => {
    const load = vi.fn<ScheduleServiceExtrasLoader>(async (codes) => (codes.has('MOD_CULTO') ? [extra('songs')] : []));
    const { result } = renderWith(load, new Set(['MOD_NOTICIA']));
    await waitFor(() => expect(result.current).toEqual([]));
  });

  it('loads again only when the enabled modules change, not for a new set of the same codes', async () => {
    const load = vi.fn<ScheduleServiceExtrasLoader>(async (codes) => [...codes].map((code) => extra(code)));
    const { result, rerender } = renderWith(load, new Set(['B', 'A']));
    await waitFor(() => expect(result.current).toHaveLength(2));
    rerender({ enabled: new Set(['A', 'B']) });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ enabled: new Set(['A']) });
    await waitFor(() => expect(result.current?.map((loaded) => loaded.id)).toEqual(['A']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves out an extra whose code fails to load, and gives none when the loader fails or there is no provider', async () => {
    const { result } = renderWith(async () => [extra('broken', async () => Promise.reject(new Error('offline'))), extra('songs')], new Set());
    await waitFor(() => expect(result.current?.map((loaded) => loaded.id)).toEqual(['songs']));
    const failing = renderWith(async () => Promise.reject(new Error('offline')), new Set());
    await waitFor(() => expect(failing.result.current).toEqual([]));
    const alone = renderHook(() => useScheduleServiceExtras(new Set()));
    await waitFor(() => expect(alone.result.current).toEqual([]));
  });
});
