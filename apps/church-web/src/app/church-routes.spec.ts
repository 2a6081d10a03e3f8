import type { ChurchModule, ChurchModuleEntry } from '@church/routing';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createChurchRoutes, discoverModuleRoutes, matchesNotFound } from './church-routes';

// Every module of §2 has its library now: a module still to be built, as the table would list it.
vi.mock('./product-route-table', async (original) => {
  const table = await original<typeof import('./product-route-table')>();
  const unbuilt = { MOD_FUTURO: { areas: ['future'], notifications: [] } };
  return { ...table, UNBUILT_MODULES: unbuilt, moduleCodeOfArea: (area: string, libraries: Parameters<typeof table.moduleCodeOfArea>[1]) => table.moduleCodeOfArea(area, libraries, unbuilt) };
});

const news: ChurchModule = {
  code: 'MOD_NOTICIA',
  routes: [
    { layout: 'DEFAULT', route: { path: '/news' } },
    { layout: 'DEFAULT', route: { path: '/news/:newsId', handle: { auth: 'required' } } },
  ],
};

function setUp() {
  const loadNews = vi.fn(async () => news);
  const loadHome = vi.fn(async (): Promise<ChurchModule> => ({ code: null, routes: [] }));
  const modules: ChurchModuleEntry[] = [
    { code: null, areas: ['about'], firstPaint: true, load: loadHome },
    { code: 'MOD_NOTICIA', areas: ['news', 'noticias'], load: loadNews },
    { code: null, areas: ['user'], load: async () => ({ code: null, routes: [{ layout: 'DEFAULT', route: { path: '/user/account' } }] }) },
    { code: 'MOD_EVENTO', areas: ['event', 'user/registrations'], load: async () => ({ code: 'MOD_EVENTO', routes: [{ layout: 'DEFAULT', route: { path: '/user/registrations' } }] }) },
    // A route that needs another module than its own (the chat's list of content chats, the events').
    { code: 'MOD_CULTO', areas: ['user/content-chats'], load: async () => ({ code: 'MOD_CULTO', routes: [{ layout: 'DEFAULT', route: { path: '/user/content-chats', handle: { module: 'MOD_EVENTO' } } }] }) },
  ];
  const patched: [string | null, RouteObject[]][] = [];
  const patch = (routeId: string | null, children: RouteObject[]) => patched.push([routeId, children]);
  const discover = discoverModuleRoutes(async () => modules);
  const navigate = (path: string) => discover({ path, patch, matches: [], signal: new AbortController().signal } as never);
  return { loadNews, loadHome, patched, navigate };
}

describe('discoverModuleRoutes', () => {
  it("adds a module's routes, tagged with its code, the first time a navigation reaches one of its areas", async () => {
    const { loadNews, patched, navigate } = setUp();
    await navigate('/news/4');
    expect(patched.map(([layout, [route]]) => [layout, route?.path, route?.handle])).toEqual([
      ['layout-DEFAULT', '/news', { module: 'MOD_NOTICIA' }],
      ['layout-DEFAULT', '/news/:newsId', { auth: 'required', module: 'MOD_NOTICIA' }],
    ]);
    await navigate('/news');
    await navigate('/noticias');
    expect(loadNews).toHaveBeenCalledTimes(1);
    expect(patched).toHaveLength(2);
  });

  it('keeps the code a route names itself instead of its module\'s', async () => {
    const { patched, navigate } = setUp();
    await navigate('/user/content-chats');
    expect(patched.map(([, [route]]) => [route?.path, route?.handle])).toEqual([['/user/content-chats', { module: 'MOD_EVENTO' }]]);
  });

  it('guards an area of a module that is not built by its code', async () => {
    const { patched, navigate } = setUp();
    await navigate('/future/3');
    expect(patched.map(([layout, [route]]) => [layout, route?.path, route?.handle])).toEqual([
      ['layout-DEFAULT', 'future/*', { module: 'MOD_FUTURO' }],
    ]);
  });

  it("adds a module that serves part of another's area, and that other module for the rest of it", async () => {
    const { patched, navigate } = setUp();
    await navigate('/user/registrations/3/tickets');
    expect(patched.map(([, [route]]) => route?.path)).toEqual(['/user/registrations']);
    await navigate('/user/account');
    await navigate('/user/registrations');
    expect(patched.map(([, [route]]) => route?.path)).toEqual(['/user/registrations', '/user/account']);
  });

  it('adds nothing for the home, a first-paint module or a path of no module', async () => {
    const { loadHome, patched, navigate } = setUp();
    await navigate('/');
    await navigate('/about');
    await navigate('/nowhere');
    expect(patched).toEqual([]);
    expect(loadHome).not.toHaveBeenCalled();
  });
});

describe('createChurchRoutes', () => {
  const readingPlans: ChurchModule = {
    code: null,
    routes: [
      { layout: 'DEFAULT', route: { path: '/reading-plans', handle: { auth: 'required' } } },
      { layout: 'EMBED', route: { path: '/embed/reading-plans', handle: { auth: 'required' } } },
    ],
  };
  const routes = createChurchRoutes([readingPlans]);
  const layoutOf = (path: string) => matchRoutes(routes, path)?.find((match) => match.route.id?.startsWith('layout-'))?.route.id;

  it('shows an unknown address under /embed/ as a not-found page in the EMBED layout, not the site’s', () => {
    expect(layoutOf('/embed/xyz')).toBe('layout-EMBED');
    expect(layoutOf('/embed/reading-plans/a/b/c')).toBe('layout-EMBED');
    expect(matchesNotFound(matchRoutes(routes, '/embed/xyz') ?? [])).toBe(true);
    expect(layoutOf('/embed/reading-plans')).toBe('layout-EMBED');
    expect(matchesNotFound(matchRoutes(routes, '/embed/reading-plans') ?? [])).toBe(false);
  });

  it('keeps every other unknown address in the DEFAULT layout', () => {
    expect(layoutOf('/xyz')).toBe('layout-DEFAULT');
    expect(layoutOf('/embedded')).toBe('layout-DEFAULT');
    expect(matchesNotFound(matchRoutes(routes, '/xyz') ?? [])).toBe(true);
  });
});
