import { and, eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { login } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { chatMensagem } from '../schema';
import { chat, GRACE, join, liveBroadcastId, send } from './chat-test-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

/** The removals listed at most in one catch-up (chat-repository.ts). */
const REMOVALS_LISTED = 1000;

describe('a catch-up after a flood of removals', () => {
  it('still lists the removal of a message the reader holds when more than 1,000 newer ones were removed meanwhile', async () => {
    const canal = `transmissao-${await liveBroadcastId(app(), GRACE)}`;
    const staff = await login(app(), 'staff@grace.example');
    const author = await join(app(), GRACE, canal, { nome: 'Held' });
    const held = (await send(app(), GRACE, canal, author.token, 'on the reader’s screen')).json() as { id: string; seq: number };

    // The reader's last read, then its connection drops.
    const read = (await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}/mensagens?limit=50`)).json() as { itens: { id: string; seq: number }[]; ponto: string };
    const last = Math.max(...read.itens.map((item) => item.seq));
    expect(read.itens.map((item) => item.id)).toContain(held.id);

    // Meanwhile a flood of newer messages (written straight to the table: 1,100 over HTTP would take long),
    // all removed by staff, and the held message removed too.
    const db = testApp().database.handle.db;
    const [church] = await db.select({ id: igreja.id }).from(igreja).where(eq(igreja.slug, GRACE));
    const igrejaId = church?.id ?? 0;
    const [top] = await db.select({ seq: max(chatMensagem.seq) }).from(chatMensagem).where(and(eq(chatMensagem.igrejaId, igrejaId), eq(chatMensagem.canal, canal)));
    const flooder = `visitante-${crypto.randomUUID().replaceAll('-', '')}`;
    const flood = Array.from({ length: REMOVALS_LISTED + 100 }, (_, i) => ({
      igrejaId,
      canal,
      seq: (top?.seq ?? 0) + 1 + i,
      autorId: flooder,
      autorNome: 'Flood',
      autorAutenticado: false,
      texto: `flood ${i}`,
      idCliente: crypto.randomUUID(),
    }));
    for (let start = 0; start < flood.length; start += 500) await db.insert(chatMensagem).values(flood.slice(start, start + 500));
    expect((await chat(app(), 'DELETE', `/igreja/${GRACE}/mensagens/${held.id}`, { token: staff.token })).statusCode).toBe(204);
    const removed = await chat(app(), 'DELETE', `/igreja/${GRACE}/canais/${canal}/autores/${flooder}/mensagens`, { token: staff.token });
    expect(removed.json()).toEqual({ removidas: flood.length });

    // Its catch-up lists the held message's removal, and none of the flood it never held.
    const catchUp = await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}/mensagens?depois=${last}&removidasDesde=${encodeURIComponent(read.ponto)}`);
    expect(catchUp.statusCode, catchUp.body).toBe(200);
    const caught = catchUp.json() as { itens: { id: string }[]; removidas: string[] };
    expect(caught.removidas).toEqual([held.id]);
    expect(caught.itens).toEqual([]);

    // Without `depois` the answer is the newest 1,000 removals, as the contract says.
    const unbounded = (await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}/mensagens?removidasDesde=${encodeURIComponent(read.ponto)}`)).json() as { removidas: string[] };
    expect(unbounded.removidas).toHaveLength(REMOVALS_LISTED);
    expect(unbounded.removidas).not.toContain(held.id);
  });
});
