import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, login, me } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

async function signIn(email: string) {
  const pair = await login(app(), email);
  return { ...pair, id: (await me(app(), pair.token)).id };
}

describe('GET /igreja/{id}/notificacao/', () => {
  it('lists the church’s notices and the member’s own, newest first, 30 by default', async () => {
    const member = await signIn('member@esperanca.example');
    const staff = await signIn('staff@esperanca.example');
    const esperanca = await churchId(app(), 'esperanca');
    const response = await call(app(), { url: `/api/v1/igreja/${esperanca}/notificacao/?page=1`, token: member.token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    type Item = { titulo: string; dataCadastro: string; tipo: { codigo: string }; igreja: { codigo: string } };
    const items: Item[] = body.notificacoes;
    expect(items).toHaveLength(Math.min(30, body.total));
    expect(items.filter((n) => n.tipo.codigo === 'AVISO').map((n) => n.titulo)).toEqual([
      'Bem-vinda à Igreja Esperança!',
      'Culto de Santa Ceia neste domingo',
      'Campanha do agasalho',
      'Inscrições abertas para o batismo',
    ]);
    expect(items.every((n) => n.igreja.codigo === 'esperanca')).toBe(true);
    const dates = items.map((n) => n.dataCadastro);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page = (await call(app(), { url: `/api/v1/igreja/${esperanca}/notificacao/?page=2&limit=3`, token: member.token })).json();
    expect(page.notificacoes.map((n: Item) => n.titulo)).toEqual(items.slice(3, 6).map((n) => n.titulo));

    // The staff member sees the church's notices but not the member's personal one.
    const staffBody = (await call(app(), { url: `/api/v1/igreja/${esperanca}/notificacao/`, token: staff.token })).json();
    expect(staffBody.total).toBe(body.total - 1);
    expect(staffBody.notificacoes.map((n: Item) => n.titulo)).not.toContain('Bem-vinda à Igreja Esperança!');
  });

  it('is for members of the church only, and an unknown church is a 404', async () => {
    const member = await signIn('member@esperanca.example');
    const grace = await churchId(app(), 'grace');
    expect((await call(app(), { url: `/api/v1/igreja/${grace}/notificacao/` })).statusCode).toBe(401);
    expect((await call(app(), { url: `/api/v1/igreja/${grace}/notificacao/`, token: member.token })).statusCode).toBe(403);
    expect((await call(app(), { url: '/api/v1/igreja/2147483647/notificacao/', token: member.token })).statusCode).toBe(404);
  });
});
