import type { RouteObject } from 'react-router';
import type { ChurchModule, ChurchRouteHandle, LayoutName } from '@church/routing';
import { NavigationGuard } from '../guards/navigation-guard';
import { DefaultLayout } from '../layouts/default-layout';
import { HomeLayout } from '../layouts/home-layout';
import { ShellRoot } from './shell-root';

// What the church home's first paint does not need loads on demand.
const notFoundPage = async () => ({ Component: (await import('./not-found-page')).NotFoundPage });
const routeError = async () => ({ ErrorBoundary: (await import('./route-error')).RouteError });

/** Areas that need login as a whole (§6), whatever screens they hold: their unknown paths ask for login first. */
const MEMBER_AREAS = ['user', 'reading-plans', 'third-parts'];

/**
 * The module of each area of §2's route table. A path in an area is guarded by its module even where
 * no screen matches it: with the module off it goes home, with it on an unknown path is not found.
 * A module's own routes are more specific than these fallbacks and win over them.
 */
const MODULE_AREAS: Record<string, string> = {
  schedule: 'MOD_CULTO',
  event: 'MOD_EVENTO',
  give: 'MOD_DOACAO',
  doacoes: 'MOD_DOACAO',
  groups: 'MOD_CELULA',
  devotionals: 'MOD_DEVOCIONAL',
  news: 'MOD_NOTICIA',
  ebds: 'MOD_EBD',
  publications: 'MOD_PUBLICACAO',
  'publication-types': 'MOD_PUBLICACAO',
  prayer: 'MOD_MURAL_ORACAO',
  play: 'MOD_ASSINATURA',
};

/**
 * The route tree: the bootstrap gate, the guard, then each layout with the routes the modules put
 * in it. Every module route is tagged with its module's code for the guard.
 */
export function createChurchRoutes(modules: ChurchModule[]): RouteObject[] {
  const byLayout: Record<LayoutName, RouteObject[]> = { HOME: [], DEFAULT: [], PLAY: [], EMBED: [] };
  for (const churchModule of modules) {
    for (const { layout, route } of churchModule.routes) {
      const handle: ChurchRouteHandle = { ...route.handle, module: churchModule.code };
      byLayout[layout].push({ ...route, handle } as RouteObject);
    }
  }
  const memberAreaFallbacks: RouteObject[] = MEMBER_AREAS.map((area) => ({
    path: `${area}/*`,
    handle: { auth: 'required' } satisfies ChurchRouteHandle,
    lazy: notFoundPage,
  }));
  const moduleAreaFallbacks: RouteObject[] = Object.entries(MODULE_AREAS).flatMap(([area, code]) =>
    [area, `${area}/*`].map((path) => ({
      path,
      handle: { module: code } satisfies ChurchRouteHandle,
      lazy: notFoundPage,
    })),
  );
  return [
    {
      element: <ShellRoot />,
      lazy: routeError,
      children: [
        {
          element: <NavigationGuard />,
          children: [
            { element: <HomeLayout />, children: byLayout.HOME },
            {
              element: <DefaultLayout />,
              children: [
                ...byLayout.DEFAULT,
                ...memberAreaFallbacks,
                ...moduleAreaFallbacks,
                { path: '*', lazy: notFoundPage },
              ],
            },
            {
              lazy: async () => ({ Component: (await import('../layouts/play-layout')).PlayLayout }),
              children: byLayout.PLAY,
            },
            {
              lazy: async () => ({ Component: (await import('../layouts/embed-layout')).EmbedLayout }),
              children: byLayout.EMBED,
            },
          ],
        },
      ],
    },
  ];
}
