import { count, desc, eq } from 'drizzle-orm';
import type { ChatItem } from '@church/contracts-chat';
import type { Database } from '@church/api-platform/db/database';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';
import { chatItem } from './schema';

/** A church's Chat items, newest first. Every query is scoped by the church. */
export class ChatRepository {
  constructor(private readonly db: Database) {}

  async list(igrejaId: number, page: PageRequest): Promise<Paged<ChatItem>> {
    const ofChurch = eq(chatItem.igrejaId, igrejaId);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({ id: chatItem.id, titulo: chatItem.titulo, descricao: chatItem.descricao, dataCadastro: chatItem.dataCadastro })
        .from(chatItem)
        .where(ofChurch)
        .orderBy(desc(chatItem.dataCadastro), desc(chatItem.id))
        .limit(page.limit)
        .offset(offsetOf(page)),
      this.db.select({ total: count() }).from(chatItem).where(ofChurch),
    ]);
    return { items: rows.map((row) => ({ ...row, dataCadastro: row.dataCadastro.toISOString() })), total: totals?.total ?? 0 };
  }
}
