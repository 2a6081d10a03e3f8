import { eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { chatItem } from '../schema';

/** The demo churches' items, in their own languages. */
const DEMO_ITEMS: Record<string, string[]> = {
  grace: ['Chat: welcome', 'A second item'],
  esperanca: ['Bate-papo: boas-vindas'],
  vida: ['Chat: bienvenida'],
};

/** Grace shows every module: this one is switched on there. */
const SWITCHED_ON_IN = ['grace'];

/** Seeds each demo church's items once; a church that has items is left as it is. */
export function seedChatDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_ITEMS, seedChurchItems);
}

async function seedChurchItems(db: Database, church: DemoChurchToSeed, titles: string[]): Promise<void> {
  if (SWITCHED_ON_IN.includes(church.codigo)) {
    await db.execute(sql`insert into modulo (codigo, nome) values ('MOD_CULTO', 'Chat') on conflict (codigo) do nothing`);
    await db.execute(sql`insert into igreja_modulo (igreja_id, modulo_id) select ${church.id}, id from modulo where codigo = 'MOD_CULTO' on conflict do nothing`);
  }
  const [seeded] = await db.select({ id: chatItem.id }).from(chatItem).where(eq(chatItem.igrejaId, church.id)).limit(1);
  if (seeded) return;
  const today = church.now.startOf('day');
  await db.insert(chatItem).values(
    titles.map((titulo, index) => ({ igrejaId: church.id, titulo, descricao: null, dataCadastro: today.minus({ days: index }).toJSDate() })),
  );
}
