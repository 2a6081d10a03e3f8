import type { operations } from '@church/contracts-chat';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import type { ChatRepository } from './chat-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The chat calls: a page of the church's items. */
export function chatHandlers(items: ChatRepository) {
  return {
    async listChatItens(req: Request<'listChatItens'>): Promise<Ok<'listChatItens'>> {
      const page = pageOf(req.query);
      const { items: itens, total } = await items.list(req.church.id, page);
      return { itens, total, ...page };
    },
  };
}
