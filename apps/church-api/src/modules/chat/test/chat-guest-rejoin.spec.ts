import { describe, expect, it } from 'vitest';
import { login } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { chat, ESPERANCA, GRACE, join, liveBroadcastId } from './chat-test-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

interface Joined {
  usuario: { id: string; nome: string; autenticado: boolean };
  token: string;
  canal: { momento?: { id: string; minhaResposta?: string } };
}

const rejoin = (canal: string, payload: object, slug = GRACE) => chat(app(), 'POST', `/igreja/${slug}/canais/${canal}/sessao`, { payload });

describe('a guest joining again with their earlier chat token (a reload)', () => {
  it('keeps their id and name, and with them their answer to the open moment; a new name replaces the old', async () => {
    const canal = `transmissao-${await liveBroadcastId(app(), GRACE)}`;
    const staff = await login(app(), 'staff@grace.example');
    const guest = await join(app(), GRACE, canal, { nome: 'Ana' });
    const opened = await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/momentos`, { payload: { tipo: 'compromisso' }, token: staff.token });
    expect(opened.statusCode, opened.body).toBe(201);
    const moment = opened.json() as { id: string };
    const answered = await chat(app(), 'PUT', `/igreja/${GRACE}/canais/${canal}/momentos/${moment.id}/resposta`, { chatToken: guest.token, payload: { resposta: 'mao_levantada' } });
    expect(answered.statusCode, answered.body).toBe(200);

    const again = await rejoin(canal, { token: guest.token });
    expect(again.statusCode, again.body).toBe(200);
    const back = again.json() as Joined;
    expect(back.usuario).toEqual({ id: guest.usuario.id, nome: 'Ana', autenticado: false, moderador: false });
    expect(back.canal.momento).toMatchObject({ id: moment.id, minhaResposta: 'mao_levantada' });

    const renamed = (await rejoin(canal, { token: back.token, nome: '  Ana Maria ' })).json() as Joined;
    expect(renamed.usuario).toMatchObject({ id: guest.usuario.id, nome: 'Ana Maria' });

    expect((await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/momentos/${moment.id}/encerramento`, { token: staff.token })).statusCode).toBe(200);
  });

  it("gets a new id for any other token: another church's, a member's, an altered one; without a name that is a 400 naming body.nome", async () => {
    const canal = `transmissao-${await liveBroadcastId(app(), GRACE)}`;
    // esperanca's live chat is for members: a member's token of another church.
    const elsewhere = `transmissao-${await liveBroadcastId(app(), ESPERANCA)}`;
    const otherChurch = await join(app(), ESPERANCA, elsewhere, { token: (await login(app(), 'member@esperanca.example')).token });
    const member = await join(app(), GRACE, canal, { token: (await login(app(), 'member@grace.example')).token });
    const guest = await join(app(), GRACE, canal, { nome: 'Caio' });
    const [body = '', signature = ''] = guest.token.split('.');
    const altered = `${body}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;

    for (const token of [otherChurch.token, member.token, altered, 'not-a-token']) {
      const named = await rejoin(canal, { token, nome: 'Someone' });
      expect(named.statusCode, named.body).toBe(200);
      const joined = named.json() as Joined;
      expect(joined.usuario.id).toMatch(/^visitante-[0-9a-f]{32}$/);
      expect([otherChurch.usuario.id, member.usuario.id, guest.usuario.id]).not.toContain(joined.usuario.id);
      expect(joined.usuario).toMatchObject({ nome: 'Someone', autenticado: false });

      const unnamed = await rejoin(canal, { token });
      expect(unnamed.statusCode).toBe(400);
      expect(JSON.stringify(unnamed.json())).toContain('body.nome');
    }
  });

  it('refuses a token longer than any chat token (400 naming body.token)', async () => {
    const canal = `transmissao-${await liveBroadcastId(app(), GRACE)}`;
    const refused = await rejoin(canal, { token: 'x'.repeat(4097), nome: 'Long' });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('body.token');
  });
});
