export type { AuthRequirement, ChurchModule, ChurchRoute, ChurchRouteHandle, LayoutName } from './church-module';
export { HomeSectionsProvider, useHomeSections } from './home-sections';
export type { HomeSection } from './home-sections';
export { ACCESS_PATH, accessPathFor, HOME_PATH } from './access-path';
export { routePath } from './route-path';
export { safeSitePath } from './safe-site-path';
export type { RoutePath } from './route-path';
export { usePageParam } from './use-page-param';
export { parseId } from './parse-id';
