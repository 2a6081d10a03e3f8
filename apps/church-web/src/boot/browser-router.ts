import {
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';

/**
 * React Router's createBrowserRouter in two halves: building the router (its routes, the first match),
 * then `initialize()` (listening to history, the first navigation with its lazy routes). On a slow phone
 * the two together were one long task; the start runs them in two. The options are the ones
 * createBrowserRouter passes, for what the shell uses of them.
 */
export function createUninitializedBrowserRouter(routes: RouteObject[], patchRoutesOnNavigation: PatchRoutesOnNavigationFunction): DataRouter {
  return createRouter({
    history: createBrowserHistory(),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation,
  });
}
