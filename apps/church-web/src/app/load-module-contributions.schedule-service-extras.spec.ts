import type { ChurchModuleEntry, ScheduleServiceExtra } from '@church/routing';
import { describe, expect, it, vi } from 'vitest';
import { contributionsLoader } from './load-module-contributions';

const extra = (id: string, order: number): ScheduleServiceExtra => ({ id, order, loadCatalog: vi.fn(async () => undefined), load: async () => () => null });

describe('contributionsLoader: the extras under the schedule’s services', () => {
  const loadSchedule = vi.fn();
  const loadPraise = vi.fn(async () => ({ code: 'MOD_CULTO', routes: [], scheduleServiceExtras: [extra('songs', 10)] }));
  const loadNotes = vi.fn(async () => ({ code: null, routes: [], scheduleServiceExtras: [extra('notes', 5)] }));
  const modules: ChurchModuleEntry[] = [
    { code: 'MOD_CULTO', areas: ['schedule'], load: loadSchedule },
    { code: 'MOD_CULTO', areas: ['praise'], scheduleServiceExtras: true, load: loadPraise },
    { code: null, areas: ['user/notes'], scheduleServiceExtras: true, load: loadNotes },
  ];
  const load = contributionsLoader(async () => modules, 'scheduleServiceExtras');

  it('gives the extras of the enabled modules in order, loading only the modules that add some', async () => {
    expect((await load(new Set(['MOD_CULTO']))).map((item) => item.id)).toEqual(['notes', 'songs']);
    expect(loadSchedule).not.toHaveBeenCalled();
  });

  it('leaves out a switched-off module’s', async () => {
    loadPraise.mockClear();
    expect((await load(new Set(['MOD_NOTICIA']))).map((item) => item.id)).toEqual(['notes']);
    expect(loadPraise).not.toHaveBeenCalled();
  });
});
