import type { AccountLink, ChurchModuleEntry } from '@church/routing';
import { describe, expect, it, vi } from 'vitest';
import { contributionsLoader } from './load-module-contributions';

const link = (id: string, order: number, loadCatalog = vi.fn(async () => undefined)): AccountLink => ({
  id,
  order,
  to: `/user/${id}`,
  label: { id },
  loadCatalog,
});

describe('contributionsLoader: the account links', () => {
  const loadNews = vi.fn();
  const loadEvents = vi.fn(async () => ({ code: 'MOD_EVENTO', routes: [], accountLinks: [link('cards', 30), link('registrations', 20)] }));
  const loadNotes = vi.fn(async () => ({ code: null, routes: [], accountLinks: [link('notes', 25)] }));
  const loadGiving = vi.fn(async () => ({ code: 'MOD_DOACAO', routes: [], accountLinks: [link('giving', 40)] }));
  const modules: ChurchModuleEntry[] = [
    { code: 'MOD_NOTICIA', areas: ['news'], load: loadNews },
    { code: 'MOD_EVENTO', areas: ['event'], accountLinks: true, load: loadEvents },
    { code: null, areas: ['user/notes'], accountLinks: true, load: loadNotes },
    { code: 'MOD_DOACAO', areas: ['give'], accountLinks: true, load: loadGiving },
  ];
  const load = contributionsLoader(async () => modules, 'accountLinks');

  it('gives the links of the enabled modules and of those every church has, in order, loading no other module', async () => {
    const links = await load(new Set(['MOD_EVENTO', 'MOD_NOTICIA']));
    expect(links.map((l) => l.id)).toEqual(['registrations', 'notes', 'cards']);
    expect(loadNews).not.toHaveBeenCalled();
    expect(loadGiving).not.toHaveBeenCalled();
  });

  it('loads each link’s catalog, and leaves out a module or a catalog that fails to load', async () => {
    const failingCatalog = vi.fn(async () => {
      throw new Error('offline');
    });
    const broken: ChurchModuleEntry[] = [
      { code: null, areas: ['a'], accountLinks: true, load: async () => ({ code: null, routes: [], accountLinks: [link('a', 1, failingCatalog), link('b', 2)] }) },
      { code: null, areas: ['c'], accountLinks: true, load: async () => Promise.reject(new Error('offline')) },
    ];
    const links = await contributionsLoader(async () => broken, 'accountLinks')(new Set());
    expect(links.map((l) => l.id)).toEqual(['b']);
    expect(failingCatalog).toHaveBeenCalled();
  });
});
