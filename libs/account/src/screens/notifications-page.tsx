import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { paths as NotificationsPaths } from '@church/contracts-notifications';
import { getNotificationsQueryOptions, isRouteNotification, moduleApi, useChurch, useDataAccess } from '@church/data-access';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { useNotificationTargets } from '@church/routing';
import { Alert, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useMemberIds } from '../api/use-member';
import styles from './screens.module.css';

/**
 * The member's notifications (the latest 30); those about content open it (§3 isRoute), where the
 * module of that content says (its notification targets, which the shell loads).
 */
export function NotificationsPage() {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const church = useChurch();
  const { clients } = useDataAccess();
  const { igrejaId } = useMemberIds();
  const notifications = useQuery(getNotificationsQueryOptions(moduleApi<NotificationsPaths>(clients), igrejaId));
  const routeNotifications = (notifications.data ?? []).filter((notification) => isRouteNotification(notification, church.codigo));
  const targets = useNotificationTargets(routeNotifications.map((notification) => notification.tipo.codigo));
  usePageMeta({ title: `${t`Notifications`} · ${church.nome}` });
  return (
    <>
      <PageHeader title={t`Notifications`} />
      {notifications.isPending ? <Spinner label={t`Loading notifications`} /> : null}
      {notifications.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {notifications.data?.length === 0 ? <EmptyState title={t`No notifications`} /> : null}
      <ul className={styles.cards}>
        {(notifications.data ?? []).map((notification) => {
          const target = routeNotifications.includes(notification) ? targets[notification.tipo.codigo] : undefined;
          const href = target && notification.idEntidadeRelacionada ? target(notification.idEntidadeRelacionada) : null;
          return (
            <li key={notification.id} className={styles.card}>
              <div>
                <p>
                  <strong>{href ? <Link to={href}>{notification.titulo}</Link> : notification.titulo}</strong>
                </p>
                <p>{notification.corpo}</p>
                <p className={styles.muted}>{formatDate(notification.dataCadastro, i18n.locale, dateFormats.DATE_MED, timeZone)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
