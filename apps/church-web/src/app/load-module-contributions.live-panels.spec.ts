import type { ChurchModuleEntry, LivePanel } from '@church/routing';
import { describe, expect, it, vi } from 'vitest';
import { contributionsLoader } from './load-module-contributions';

const panel = (id: string, order: number, loadCatalog = vi.fn(async () => undefined)): LivePanel => ({
  id,
  order,
  title: { id },
  loadCatalog,
  load: async () => () => null,
});

describe('contributionsLoader: the live panels', () => {
  const loadNews = vi.fn();
  const loadBible = vi.fn(async () => ({ code: 'MOD_BIBLIA', routes: [], livePanels: [panel('bible', 20)] }));
  const loadNotes = vi.fn(async () => ({ code: null, routes: [], livePanels: [panel('notes', 30)] }));
  const loadGiving = vi.fn(async () => ({ code: 'MOD_DOACAO', routes: [], livePanels: [panel('giving', 10)] }));
  const modules: ChurchModuleEntry[] = [
    { code: 'MOD_NOTICIA', areas: ['news'], load: loadNews },
    { code: 'MOD_BIBLIA', areas: ['bible'], livePanels: true, load: loadBible },
    { code: null, areas: ['user/notes'], livePanels: true, load: loadNotes },
    { code: 'MOD_DOACAO', areas: ['give'], livePanels: true, load: loadGiving },
  ];
  const load = contributionsLoader(async () => modules, 'livePanels');

  it('gives the panels of the enabled modules and of those every church has, in order, loading no other module', async () => {
    const panels = await load(new Set(['MOD_BIBLIA', 'MOD_NOTICIA']));
    expect(panels.map((p) => p.id)).toEqual(['bible', 'notes']);
    expect(loadNews).not.toHaveBeenCalled();
    expect(loadGiving).not.toHaveBeenCalled();
    expect((await load(new Set(['MOD_BIBLIA', 'MOD_DOACAO']))).map((p) => p.id)).toEqual(['giving', 'bible', 'notes']);
  });

  it('loads each panel’s catalog, and leaves out a module or a catalog that fails to load', async () => {
    const failingCatalog = vi.fn(async () => {
      throw new Error('offline');
    });
    const broken: ChurchModuleEntry[] = [
      { code: null, areas: ['a'], livePanels: true, load: async () => ({ code: null, routes: [], livePanels: [panel('a', 1, failingCatalog), panel('b', 2)] }) },
      { code: null, areas: ['c'], livePanels: true, load: async () => Promise.reject(new Error('offline')) },
    ];
    const panels = await contributionsLoader(async () => broken, 'livePanels')(new Set());
    expect(panels.map((p) => p.id)).toEqual(['b']);
    expect(failingCatalog).toHaveBeenCalled();
  });
});
