import type { RouteObject } from 'react-router';
import type { HomeSection } from './home-sections';

/** The layouts of §2; each module route names the one it renders in. */
export type LayoutName = 'HOME' | 'DEFAULT' | 'PLAY' | 'EMBED';

/** `required`: logged-out people go to /access; `visitor`: logged-in people go home. */
export type AuthRequirement = 'required' | 'visitor';

/** What the shell's navigation guard reads from each matched route. */
export interface ChurchRouteHandle {
  auth?: AuthRequirement;
  /** Set by the shell from the module that owns the route. */
  module?: string | null;
}

export interface ChurchRoute {
  layout: LayoutName;
  route: RouteObject & { handle?: ChurchRouteHandle };
}

/**
 * What each feature library exports: its module code (null for modules every church has), its
 * routes, and the sections it adds to the church home when the church has it enabled.
 */
export interface ChurchModule {
  code: string | null;
  routes: ChurchRoute[];
  homeSections?: HomeSection[];
}
