export type {
  AuthRequirement,
  ChurchModule,
  ChurchModuleEntry,
  ChurchModuleManifest,
  ChurchRoute,
  ChurchRouteHandle,
  ContributionCode,
  LayoutName,
  NotificationTarget,
  NotificationTargets,
} from './church-module';
export { AccountLinksProvider } from './account-links';
export { useAccountLinks } from './use-account-links';
export type { AccountLink, AccountLinksLoader } from './account-links';
export { LivePanelsProvider } from './live-panels';
export { useLivePanels } from './use-live-panels';
export type { LiveChatSettings, LivePanel, LivePanelProps, LivePanelsLoader, LivePassage } from './live-panels';
export { ScheduleServiceExtrasProvider } from './schedule-service-extras';
export { useScheduleServiceExtras } from './use-schedule-service-extras';
export type { LoadedScheduleServiceExtra } from './use-schedule-service-extras';
export type { ScheduledService, ScheduleServiceExtra, ScheduleServiceExtraProps, ScheduleServiceExtrasLoader } from './schedule-service-extras';
export { TicketContentPanelsProvider } from './ticket-content-panels';
export { useTicketContentPanels } from './use-ticket-content-panels';
export type { LoadedTicketContentPanel } from './use-ticket-content-panels';
export type { TicketContentPanel, TicketContentPanelProps, TicketContentPanelsLoader } from './ticket-content-panels';
export { HomeSectionsProvider, useHomeSections } from './home-sections';
export type { HomeSection } from './home-sections';
export { NotificationTargetsProvider } from './notification-targets';
export { useNotificationTargets } from './use-notification-targets';
export type { NotificationTargetLoader } from './notification-targets';
export { ACCESS_PATH, accessPathFor, EMBED_ACCESS_PATH, HOME_PATH, isEmbedPath } from './access-path';
export { routePath } from './route-path';
export { safeSitePath } from './safe-site-path';
export type { RoutePath } from './route-path';
export { pageFromSearch, usePageParam } from './use-page-param';
export { parseId } from './parse-id';
