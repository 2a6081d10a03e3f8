import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-third-parts';
import { ApiError, type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { thirdPartsKeys } from './third-parts-keys';

/** A 4xx stays what it is (an app that is not there, a member who may not); a server error is asked again once, then the page offers Try again. */
const retryServerErrors = (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 1;

export function getThirdPartyAppsQueryOptions(api: ApiClient<paths>, slug: string) {
  return queryOptions({
    queryKey: thirdPartsKeys.list(slug),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/app-externo/', { params: { path: { slug } } }))).apps,
    retry: retryServerErrors,
  });
}

/** The church's switched-on apps: name, segment and how each opens. */
export function useThirdPartyApps() {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getThirdPartyAppsQueryOptions(moduleApi<paths>(clients), church.slug));
}

/**
 * A fresh token for the app, naming the signed-in member (never the session's token). It lives two
 * minutes, so it is never kept: asked for each time the page opens, and, where the app opens in a new
 * tab, again every 90 seconds while the page waits for the click.
 */
export function useAppToken(app: string | null) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: thirdPartsKeys.token(church.slug, app ?? ''),
    queryFn: () => unwrap(api.POST('/igreja/{slug}/app-externo/{app}/token', { params: { path: { slug: church.slug, app: app ?? '' } } })),
    enabled: app !== null,
    // A failure shows Try again at once: the member is waiting for the app.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: (query) => (query.state.data?.modo === 'nova-aba' ? 90_000 : false),
  });
}

/** The server's answer for one of the church's apps whose module the church has switched off. */
export const APP_SWITCHED_OFF = 'APP_EXTERNO_DESLIGADO';

/**
 * The segment is one of the church's apps, but the church has switched its module off: the page goes
 * home, as any module route of a church without the module does.
 */
export const isAppSwitchedOff = (error: Error | null) => error instanceof ApiError && error.status === 404 && error.problem?.code === APP_SWITCHED_OFF;

/** The app is not the church's, not configured, or may not be opened: the not-found page. */
export const isAppNotFound = (error: Error | null) => error instanceof ApiError && error.status === 404 && !isAppSwitchedOff(error);
