import type { RouteObject } from 'react-router';
import type { AccountLink } from './account-links';
import type { HomeSection } from './home-sections';
import type { LivePanel } from './live-panels';
import type { ScheduleServiceExtra } from './schedule-service-extras';
import type { TicketContentPanel } from './ticket-content-panels';

/** The layouts of §2; each module route names the one it renders in. */
export type LayoutName = 'HOME' | 'DEFAULT' | 'PLAY' | 'EMBED';

/**
 * `required`: logged-out people go to /access; `visitor`: logged-in people go home; `optional`: both
 * may stay, and the screen renders once a stored session is restored (it decides for itself).
 */
export type AuthRequirement = 'required' | 'visitor' | 'optional';

/** What the shell's navigation guard reads from each matched route. */
export interface ChurchRouteHandle {
  auth?: AuthRequirement;
  /**
   * The module code the church must have for the route: set by the shell from the module that owns the
   * route, unless the route names another itself (the chat's list of content chats needs the events').
   */
  module?: string | null;
  /**
   * What the page needs from the API (data-access's `PageData`, made with `pageData()`): the server
   * fetches it before it renders the page, and the browser hydrates with it. A page without it renders
   * on the server with what the bootstrap has; a page that needs login renders in the browser only.
   */
  data?: (args: never) => readonly unknown[] | Promise<readonly unknown[]>;
}

export interface ChurchRoute {
  layout: LayoutName;
  route: RouteObject & { handle?: ChurchRouteHandle };
}

/** Where a notification opens (§3 isRoute), from the id of the content it is about. */
export type NotificationTarget = (relatedId: string) => string;

/** A module's notification targets, by notification type (`tipo.codigo`). */
export type NotificationTargets = Partial<Record<string, NotificationTarget>>;

/**
 * What each feature library exports from `src/module.ts`: its module code (null for modules every
 * church has), its routes, where the notifications about its content open, and the sections it adds
 * to the church home, the links it adds to the member's account menu, the panels it adds beside the
 * live page's stream, what it adds under each service of the schedule and the panels it adds beside the
 * player of a ticket's exclusive content when the church has it enabled.
 */
export interface ChurchModule {
  code: string | null;
  routes: ChurchRoute[];
  notificationTargets?: NotificationTargets;
  homeSections?: HomeSection[];
  accountLinks?: AccountLink[];
  livePanels?: LivePanel[];
  scheduleServiceExtras?: ScheduleServiceExtra[];
  ticketContentPanels?: TicketContentPanel[];
}

/** That a module adds to an extension point: `true` where the church has the module, or the module code it needs instead. */
export type ContributionCode = true | string;

/**
 * What the shell knows of a module without loading it: the `church` manifest of its library's
 * package.json. The descriptor must agree with it (the shell's module-list test checks).
 */
export interface ChurchModuleManifest {
  /** The module code, as in the descriptor (null: every church has the module). */
  code: string | null;
  /**
   * The first path segments of its routes (`event`), or first two where it serves part of another
   * module's area (`user/registrations`): a navigation into one of them loads the module.
   */
  areas: string[];
  /** The notification types its descriptor's notificationTargets open. */
  notifications?: string[];
  /** It adds sections to the church home (loaded after the home's first paint). */
  homeSections?: true;
  /**
   * It adds links to the member's account menu (loaded with that menu). These four say `true` when what
   * the module adds shows where the church has the module, or the code of the module it needs instead
   * (the chat's panel beside an event ticket's content needs the events', not the live service's).
   */
  accountLinks?: ContributionCode;
  /** It adds panels beside the live page's stream (loaded with that page). */
  livePanels?: ContributionCode;
  /** It adds extras under the schedule's services (loaded with the schedule page). */
  scheduleServiceExtras?: ContributionCode;
  /** It adds panels beside the player of a ticket's exclusive content (loaded with that screen). */
  ticketContentPanels?: ContributionCode;
  /** Its descriptor loads with the shell, its routes in the first bundle (the church home). */
  firstPaint?: true;
}

/** One entry of the shell's generated module list (`virtual:church-modules`). */
export interface ChurchModuleEntry extends ChurchModuleManifest {
  /** Loads the module's descriptor (`@church/<m>/module`). */
  load: () => Promise<ChurchModule>;
}
