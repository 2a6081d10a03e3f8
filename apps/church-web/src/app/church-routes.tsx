import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { ChurchModule, ChurchRoute, ChurchRouteHandle, LayoutName } from '@church/routing';
import { NavigationGuard } from '../guards/navigation-guard';
import { DefaultLayout } from '../layouts/default-layout';
import { HomeLayout } from '../layouts/home-layout';
import { withShellExtras } from '../i18n/shell-extras';
import type { LoadChurchModules } from './load-church-modules';
import { ShellRoot } from './shell-root';

// What the church home's first paint does not need loads on demand.
const notFoundPage = async () => ({ Component: (await withShellExtras(() => import('./not-found-page'))).NotFoundPage });
const routeError = async () => ({ ErrorBoundary: (await withShellExtras(() => import('./route-error'))).RouteError });

/** Areas that need login as a whole (§6), whatever screens they hold: their unknown paths ask for login first. */
const MEMBER_AREAS = ['user', 'reading-plans', 'third-parts'];

const layoutId = (layout: LayoutName) => `layout-${layout}`;

/** The paths no route claims: the site's own not-found page, and the EMBED layout's for an unknown address under /embed/. */
const NOT_FOUND_PATHS = ['*', 'embed/*'];

/** Whether the deepest matched route is a not-found page (the server answers it with 404). */
export const matchesNotFound = (matches: readonly { route: { path?: string } }[]) => NOT_FOUND_PATHS.includes(matches.at(-1)?.route.path ?? '');

/** Whether the matched routes render in the HOME layout, which shows the modules' home sections. */
export const rendersHomeLayout = (matches: readonly { route: { id?: string } }[]) => matches.some((match) => match.route.id === layoutId('HOME'));

/** A module route, tagged with its module's code for the guard (or the code the route names itself). */
function moduleRoute({ route }: ChurchRoute, code: string | null): RouteObject {
  const handle: ChurchRouteHandle = { ...route.handle, module: route.handle?.module === undefined ? code : route.handle.module };
  return { ...route, handle } as RouteObject;
}

/**
 * Adds a module's routes to the router the first time a navigation reaches one of its areas (React
 * Router's route discovery): the first bundle carries neither the module list nor the modules' route
 * definitions. An area that no library serves but that §2 guards by a module code (a module not built
 * yet, `UNBUILT_MODULES`) gets a not-found route guarded by that code: off, the guard sends it home.
 */
export function discoverModuleRoutes(loadModules: LoadChurchModules): PatchRoutesOnNavigationFunction {
  const discovered = new Set<string>();
  return async ({ path, patch }) => {
    const [, first, second] = path.split('/');
    // A module may serve a part of another's area (`user/registrations` of the account's `user`): that first.
    for (const area of [second && `${first}/${second}`, first]) {
      if (!area || discovered.has(area)) continue;
      const entry = (await loadModules()).find((candidate) => candidate.areas.includes(area));
      discovered.add(area);
      if (entry) {
        if (!entry.firstPaint) {
          for (const churchRoute of (await entry.load()).routes) patch(layoutId(churchRoute.layout), [moduleRoute(churchRoute, entry.code)]);
          for (const served of entry.areas) discovered.add(served);
        }
        return;
      }
      const code = area === first && (await import('./product-route-table')).moduleCodeOfArea(area, await loadModules());
      if (code) patch(layoutId('DEFAULT'), [{ path: `${area}/*`, handle: { module: code } satisfies ChurchRouteHandle, lazy: notFoundPage }]);
    }
  };
}

/**
 * The route tree: the bootstrap gate, the guard, then each layout with the routes of the modules
 * loaded with the shell (`firstPaintModules`); the other modules' routes join through discoverModuleRoutes.
 */
export function createChurchRoutes(modules: readonly ChurchModule[]): RouteObject[] {
  const byLayout: Record<LayoutName, RouteObject[]> = { HOME: [], DEFAULT: [], PLAY: [], EMBED: [] };
  for (const churchModule of modules) {
    for (const churchRoute of churchModule.routes) byLayout[churchRoute.layout].push(moduleRoute(churchRoute, churchModule.code));
  }
  const memberAreaFallbacks: RouteObject[] = MEMBER_AREAS.map((area) => ({
    path: `${area}/*`,
    handle: { auth: 'required' } satisfies ChurchRouteHandle,
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
              // An unknown address under /embed/ stays in the embed: no header or footer around its not-found page.
              children: [...byLayout.EMBED, { path: 'embed/*', lazy: notFoundPage }],
            },
          ],
        },
      ],
    },
  ];
}
