import type { TenantBootstrap } from '@church/data-access';
import type { ChurchModuleEntry, HomeSection } from '@church/routing';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeSectionsOfBootstrap } from './enabled-home-sections';
import { PreloadedHomeSections, useModuleHomeSections } from './use-module-home-sections';

const section = (id: string, order: number): HomeSection => ({ id, order, Component: () => null });

describe('useModuleHomeSections', () => {
  it("loads the sections of the church's enabled modules, in order, and no other module", async () => {
    const loadGiving = vi.fn();
    const modules: ChurchModuleEntry[] = [
      { code: 'MOD_CULTO', areas: ['schedule'], homeSections: true, load: async () => ({ code: 'MOD_CULTO', routes: [], homeSections: [section('week', 20)] }) },
      { code: 'MOD_DOACAO', areas: ['give'], homeSections: true, load: loadGiving },
      { code: null, areas: ['news'], load: vi.fn() },
      { code: null, areas: ['welcome'], homeSections: true, load: async () => ({ code: null, routes: [], homeSections: [section('welcome', 10)] }) },
      { code: 'MOD_EBD', areas: ['ebds'], homeSections: true, load: () => Promise.reject(new Error('offline')) },
    ];
    const enabled = new Set(['MOD_CULTO', 'MOD_EBD']);
    const loadModules = async () => modules;
    const { result } = renderHook(() => useModuleHomeSections(loadModules, enabled));
    expect(result.current).toEqual([]);
    await waitFor(() => expect(result.current.map((found) => found.id)).toEqual(['welcome', 'week']));
    expect(loadGiving).not.toHaveBeenCalled();
    expect(modules[2]?.load).not.toHaveBeenCalled();
  });
});

describe('preloaded home sections', () => {
  it('are the first render, and nothing loads after it (the home the server rendered hydrates with them)', () => {
    const loadModules = vi.fn(async () => [] as ChurchModuleEntry[]);
    const preloaded = [section('week', 20)];
    const { result } = renderHook(() => useModuleHomeSections(loadModules, new Set()), {
      wrapper: ({ children }) => <PreloadedHomeSections.Provider value={preloaded}>{children}</PreloadedHomeSections.Provider>,
    });
    expect(result.current).toBe(preloaded);
    expect(loadModules).not.toHaveBeenCalled();
  });

  it("of a server-rendered page: the church's enabled sections, their code left to load when each comes near view", async () => {
    const Week = () => null;
    const lazyWeek = () => null;
    const loadWeek = vi.fn(async () => Week);
    const modules: ChurchModuleEntry[] = [
      {
        code: 'MOD_CULTO',
        areas: ['schedule'],
        homeSections: true,
        load: async () => ({ code: 'MOD_CULTO', routes: [], homeSections: [{ id: 'week', order: 20, Component: lazyWeek, load: loadWeek }] }),
      },
      { code: 'MOD_DOACAO', areas: ['give'], homeSections: true, load: vi.fn() },
    ];
    const bootstrap = { modulos: [{ codigo: 'MOD_CULTO' }] } as unknown as TenantBootstrap;
    const sections = await homeSectionsOfBootstrap(async () => modules, bootstrap);
    expect(sections?.map((found) => [found.id, found.Component])).toEqual([['week', lazyWeek]]);
    expect(loadWeek).not.toHaveBeenCalled();
    expect(modules[1]?.load).not.toHaveBeenCalled();
    expect(await homeSectionsOfBootstrap(() => Promise.reject(new Error('offline')), bootstrap)).toBeNull();
  });
});
