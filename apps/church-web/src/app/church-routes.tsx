import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { ChurchModule, ChurchRoute, ChurchRouteHandle, LayoutName } from '@church/routing';
import { NavigationGuard } from '../guards/navigation-guard';
import { DefaultLayout } from '../layouts/default-layout';
import { HomeLayout } from '../layouts/home-layout';
import { lazyModuleAreas, loadLazyModule } from './module-registry';
import { withShellExtras } from '../i18n/shell-extras';
import { ShellRoot } from './shell-root';

// What the church home's first paint does not need loads on demand.
const notFoundPage = async () => ({ Component: (await withShellExtras(() => import('./not-found-page'))).NotFoundPage });
const routeError = async () => ({ ErrorBoundary: (await withShellExtras(() => import('./route-error'))).RouteError });

/** Areas that need login as a whole (§6), whatever screens they hold: their unknown paths ask for login first. */
const MEMBER_AREAS = ['user', 'reading-plans', 'third-parts'];

/**
 * The module of each area of §2's route table whose module is not built yet: a path there is still
 * guarded by its module code (off: home; on: not found). Built modules guard their own routes.
 */
const UNBUILT_MODULE_AREAS: Record<string, string> = {
  event: 'MOD_EVENTO',
  give: 'MOD_DOACAO',
  doacoes: 'MOD_DOACAO',
  groups: 'MOD_CELULA',
  prayer: 'MOD_MURAL_ORACAO',
  play: 'MOD_ASSINATURA',
};

const layoutId = (layout: LayoutName) => `layout-${layout}`;

/** A module route, tagged with its module's code for the guard. */
function moduleRoute({ route }: ChurchRoute, code: string | null): RouteObject {
  const handle: ChurchRouteHandle = { ...route.handle, module: code };
  return { ...route, handle } as RouteObject;
}

/**
 * Adds a lazy module's routes to the router the first time a navigation reaches one of its areas
 * (React Router's route discovery): the shell carries only the list of areas, not every module's
 * route definitions.
 */
export function discoverModuleRoutes(): PatchRoutesOnNavigationFunction {
  const loaded = new Set<string>();
  return async ({ path, patch }) => {
    const name = lazyModuleAreas[path.split('/').find(Boolean) ?? ''];
    if (!name || loaded.has(name)) return;
    const churchModule = await loadLazyModule(name);
    loaded.add(name);
    for (const churchRoute of churchModule?.routes ?? []) {
      patch(layoutId(churchRoute.layout), [moduleRoute(churchRoute, churchModule?.code ?? null)]);
    }
  };
}

/**
 * The route tree: the bootstrap gate, the guard, then each layout with the routes of the modules
 * loaded with the shell; the other modules' routes join through discoverModuleRoutes.
 */
export function createChurchRoutes(modules: ChurchModule[]): RouteObject[] {
  const byLayout: Record<LayoutName, RouteObject[]> = { HOME: [], DEFAULT: [], PLAY: [], EMBED: [] };
  for (const churchModule of modules) {
    for (const churchRoute of churchModule.routes) byLayout[churchRoute.layout].push(moduleRoute(churchRoute, churchModule.code));
  }
  const memberAreaFallbacks: RouteObject[] = MEMBER_AREAS.map((area) => ({
    path: `${area}/*`,
    handle: { auth: 'required' } satisfies ChurchRouteHandle,
    lazy: notFoundPage,
  }));
  const moduleAreaFallbacks: RouteObject[] = Object.entries(UNBUILT_MODULE_AREAS).map(([area, code]) => ({
    path: `${area}/*`,
    handle: { module: code } satisfies ChurchRouteHandle,
    lazy: notFoundPage,
  }));
  return [
    {
      element: <ShellRoot />,
      lazy: routeError,
      children: [
        {
          element: <NavigationGuard />,
          children: [
            { id: layoutId('HOME'), element: <HomeLayout />, children: byLayout.HOME },
            {
              id: layoutId('DEFAULT'),
              element: <DefaultLayout />,
              children: [
                ...byLayout.DEFAULT,
                ...memberAreaFallbacks,
                ...moduleAreaFallbacks,
                { path: '*', lazy: notFoundPage },
              ],
            },
            {
              id: layoutId('PLAY'),
              lazy: async () => ({ Component: (await withShellExtras(() => import('../layouts/play-layout'))).PlayLayout }),
              children: byLayout.PLAY,
            },
            {
              id: layoutId('EMBED'),
              lazy: async () => ({ Component: (await import('../layouts/embed-layout')).EmbedLayout }),
              children: byLayout.EMBED,
            },
          ],
        },
      ],
    },
  ];
}
