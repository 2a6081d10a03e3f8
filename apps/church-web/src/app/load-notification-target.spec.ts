import type { ChurchModuleEntry } from '@church/routing';
import { describe, expect, it, vi } from 'vitest';
import { notificationTargetLoader } from './load-notification-target';

describe('notificationTargetLoader', () => {
  const loadNews = vi.fn(async () => ({ code: 'MOD_NOTICIA', routes: [], notificationTargets: { NOTICIA: (id: string) => `/news/${id}` } }));
  const modules: ChurchModuleEntry[] = [
    { code: null, areas: ['videos'], load: vi.fn() },
    { code: 'MOD_NOTICIA', areas: ['news'], notifications: ['NOTICIA'], load: loadNews },
  ];
  const load = notificationTargetLoader(async () => modules);

  it('asks the module that declares the type, loading only that one', async () => {
    expect((await load('NOTICIA'))?.('7')).toBe('/news/7');
    expect(modules[0]?.load).not.toHaveBeenCalled();
  });

  it('leaves a type no library declares to the table of unbuilt modules, which opens nothing for one it does not know', async () => {
    expect(await load('EVENTO')).toBeNull();
    expect(modules[0]?.load).not.toHaveBeenCalled();
  });

  it('opens nothing for a type that is not about content', async () => {
    expect(await load('AVISO')).toBeNull();
  });
});
