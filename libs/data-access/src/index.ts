export { ApiError, NetworkError, unwrap } from './api-error';
export { expectOk } from './expect-ok';
export { isNotFound, retryUnlessNotFound } from './not-found';
export { retryAfterSeconds } from './retry-after';
export { chatApi, createApiClients, createResponseObserver, moduleApi } from './clients';
export type { ApiClient, ApiClients, BffClient, ChatClient } from './clients';
export { DataAccessProvider, useDataAccess } from './api-clients-context';
export { pageData } from './page-data';
export { collectPageState, seedPageState } from './page-state';
export type { PageState } from './page-state';
export type { PageData, PageDataArgs, PageQuery } from './page-data';
export { churchKeys } from './church/church-keys';
export { fetchChurch, getChurchQueryOptions, useChurch, useChurchQuery } from './church/get-church';
export { getBannersQueryOptions } from './church/get-banners';
export { getCongregationsQueryOptions } from './church/get-congregations';
export { getMenuQueryOptions } from './church/get-menu';
export { getModulesQueryOptions } from './church/get-modules';
export { useEnabledModuleCodes, useModuleEnabled } from './church/use-module-enabled';
export { getOrganizationClientsQueryOptions } from './church/get-organization-clients';
export { getPaymentMethodsQueryOptions } from './church/get-payment-methods';
export { getVisualQueryOptions } from './church/get-visual';
export { seedTenantBootstrap } from './church/tenant-bootstrap';
export { accountKeys } from './account/account-keys';
export { getChurchAccountsQueryOptions, getMeQueryOptions } from './account/get-me';
export {
  getNotificationsQueryOptions,
  isRouteNotification,
  NOTIFICATION_LIMIT,
  ROUTE_NOTIFICATION_TYPES,
} from './account/notifications';
export {
  getCountriesQueryOptions,
  getMaritalStatusesQueryOptions,
  getOccupationsQueryOptions,
  lookupPostcode,
  referenceKeys,
  useReferenceData,
} from './reference/reference-data';
export {
  getCitiesQueryOptions,
  getStatesQueryOptions,
  lookupLanguage,
  lookupPlaceOfPostcode,
  placeKeys,
  usePlaceLookups,
} from './reference/place-lookups';
export { getRolesQueryOptions, STAFF_ROLES, useIsStaff } from './account/get-roles';
export { createSessionController, pickChurchAccount } from './session/session-controller';
export type { SessionController, SessionDependencies, SignInResult } from './session/session-controller';
export { SessionProvider, useSessionLoader } from './session/session-context';
export { REFRESH_TOKEN_KEY, refreshTokenStorage } from './session/refresh-token-storage';
export { autoLoginToken } from './session/auto-login-token';
export { broadcastSessionTabs } from './session/session-tabs';
export type { SessionTabs } from './session/session-tabs';
export type * from './schemas';
