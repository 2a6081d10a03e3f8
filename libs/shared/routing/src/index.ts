export type { AuthRequirement, ChurchModule, ChurchRoute, ChurchRouteHandle, LayoutName } from './church-module';
export { routePath } from './route-path';
export type { RoutePath } from './route-path';
