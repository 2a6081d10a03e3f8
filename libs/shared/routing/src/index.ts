export type { AuthRequirement, ChurchModule, ChurchRoute, ChurchRouteHandle, LayoutName } from './church-module';
export { HomeSectionsProvider, useHomeSections } from './home-sections';
export type { HomeSection } from './home-sections';
export { routePath } from './route-path';
export type { RoutePath } from './route-path';
