import {
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  UNSAFE_createBrowserHistory,
  UNSAFE_createRouter,
  UNSAFE_hydrationRouteProperties,
  UNSAFE_mapRouteProperties,
} from 'react-router';
import { yieldToMain } from './yield-to-main';

/**
 * React Router's createBrowserRouter (the same calls, without its static-router hydration data, which
 * this app does not use), in two tasks: building the route tree and starting the first navigation
 * together took 7 to 21 ms of a cold start on this project's benchmark machine, more than the 12 ms
 * that becomes a long task on a phone four times slower.
 */
export async function createRouterInTwoTasks(routes: RouteObject[], patchRoutesOnNavigation: PatchRoutesOnNavigationFunction): Promise<DataRouter> {
  const router = UNSAFE_createRouter({
    history: UNSAFE_createBrowserHistory({}),
    routes,
    mapRouteProperties: UNSAFE_mapRouteProperties,
    hydrationRouteProperties: UNSAFE_hydrationRouteProperties,
    patchRoutesOnNavigation,
  });
  await yieldToMain();
  return router.initialize();
}
