import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type NotificationTargetLoader, NotificationTargetsProvider } from './notification-targets';
import { useNotificationTargets } from './use-notification-targets';

function renderWith(load: NotificationTargetLoader, types: string[]) {
  const wrapper = ({ children }: { children: ReactNode }) => <NotificationTargetsProvider load={load}>{children}</NotificationTargetsProvider>;
  return renderHook(() => useNotificationTargets(types), { wrapper });
}

describe('useNotificationTargets', () => {
  it('loads each type once and leaves out the types nothing opens', async () => {
    const load = vi.fn<NotificationTargetLoader>(async (type) => (type === 'NOTICIA' ? (id) => `/news/${id}` : null));
    const { result } = renderWith(load, ['NOTICIA', 'AVISO', 'NOTICIA']);
    await waitFor(() => expect(result.current.NOTICIA?.('4')).toBe('/news/4'));
    expect(result.current).not.toHaveProperty('AVISO');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves out a type whose module fails to load', async () => {
    const { result } = renderWith(async (type) => {
      if (type === 'EBD') throw new Error('offline');
      return (id) => `/devotionals/${id}`;
    }, ['EBD', 'DEVOCIONAL']);
    await waitFor(() => expect(result.current.DEVOCIONAL?.('2')).toBe('/devotionals/2'));
    expect(result.current).not.toHaveProperty('EBD');
  });

  it('opens nothing without a provider', () => {
    const { result } = renderHook(() => useNotificationTargets(['NOTICIA']));
    expect(result.current).toEqual({});
  });
});
