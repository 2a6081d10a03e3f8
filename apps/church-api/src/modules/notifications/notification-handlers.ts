import type { operations } from '@church/contracts-notifications';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { requireMemberOf } from '@church/api-platform/plugins/authentication';
import type { NotificationRepository } from './notification-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** `GET /igreja/{id}/notificacao/` (its contract is openapi/modules/notifications.yaml): a member's notifications in the church. */
export function notificationHandlers(notifications: NotificationRepository) {
  return {
    async listNotifications(req: Request<'listNotifications'>): Promise<Ok<'listNotifications'>> {
      const member = await requireMemberOf(req, req.church.id);
      const { items, total } = await notifications.listFor(member.id, req.church.id, pageOf(req.query, 30));
      return { notificacoes: items, total };
    },
  };
}
