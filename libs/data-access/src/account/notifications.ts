import { queryOptions } from '@tanstack/react-query';
import type { paths as NotificationsPaths } from '@church/contracts-notifications';
import { unwrap } from '../api-error';
import type { ApiClient } from '../clients';
import type { Notificacao } from '../schemas';
import { accountKeys } from './account-keys';

/** §9: the header shows at most 30 notifications. */
export const NOTIFICATION_LIMIT = 30;

/** The notification types that open content (§3 Notification). */
export const ROUTE_NOTIFICATION_TYPES = ['CULTO', 'EVENTO', 'EBD', 'NOTICIA', 'DEVOCIONAL'] as const;

/** A member's latest notifications in a church (notifications.yaml). */
export function getNotificationsQueryOptions(api: ApiClient<NotificationsPaths>, igrejaId: number) {
  return queryOptions({
    queryKey: [...accountKeys.all, 'notifications', igrejaId] as const,
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/igreja/{id}/notificacao/', { params: { path: { id: igrejaId }, query: { page: 1, limit: NOTIFICATION_LIMIT } } }),
        )
      ).notificacoes,
    staleTime: 60_000,
  });
}

/**
 * §3: isRoute is true only for a notification of the current church whose type opens content. Where it
 * opens is the business of the module the content belongs to (its descriptor's notificationTargets).
 */
export function isRouteNotification(notification: Notificacao, currentChurchCode: string): boolean {
  return (
    notification.igreja.codigo === currentChurchCode &&
    (ROUTE_NOTIFICATION_TYPES as readonly string[]).includes(notification.tipo.codigo) &&
    Boolean(notification.idEntidadeRelacionada)
  );
}
