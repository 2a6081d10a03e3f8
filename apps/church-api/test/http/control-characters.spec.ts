import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app';
import { call, churchId, login, me } from '../helpers/account-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

async function signIn(email: string) {
  const pair = await login(app(), email);
  return { token: pair.token, ...(await me(app(), pair.token)) };
}

const address = { cep: '01001-000', logradouro: 'Praça da Sé', numero: '100', bairro: 'Sé', cidade: 'São Paulo', estado: 'SP' };

describe('control characters in text (issue 8, item 14)', () => {
  it('are a 400 naming the query or path parameter, tab and newlines included', async () => {
    for (const hostname of ['%00', 'grace.localhost%00', 'a%0Ab', 'a%09b', '%1B[31m', '%7F']) {
      const response = await call(app(), { url: `/api/v1/igreja/?hostname=${hostname}` });
      expect(response.statusCode, hostname).toBe(400);
      expect(response.json().errors, hostname).toEqual([{ field: 'query.hostname', message: 'must not contain control characters' }]);
    }
    const coerced = await call(app(), { url: '/api/v1/banner/?igreja=%0D1' });
    expect(coerced.statusCode).toBe(400);
    expect(coerced.json().errors[0].field).toBe('query.igreja');
    const path = await call(app(), { url: '/api/v1/igreja/codigo/grace%00' });
    expect(path.statusCode).toBe(400);
    expect(path.json().errors[0].field).toBe('params.code');
  });

  it('are a 400 naming the body field, and nothing is stored', async () => {
    const member = await signIn('member@grace.example');
    const grace = await churchId(app(), 'grace');
    const children = `/api/v1/user/${member.id}/crianca?cliente=${grace}`;
    const before = (await call(app(), { url: children, token: member.token })).json().criancas;

    for (const nome of ['Ana\u0000', 'Ana\u001b[2J', 'Ana\u0007']) {
      const child = await call(app(), {
        method: 'POST',
        url: `/api/v1/usuario/${member.id}/crianca?igreja=${grace}`,
        token: member.token,
        payload: { nome, dataNascimento: '2019-04-02', sexo: 'F' },
      });
      expect(child.statusCode, JSON.stringify(nome)).toBe(400);
      expect(child.json().errors).toEqual([{ field: 'body.nome', message: 'must not contain control characters' }]);
    }
    expect((await call(app(), { url: children, token: member.token })).json().criancas).toEqual(before);

    const street = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/endereco`, token: member.token, payload: { ...address, logradouro: 'Rua\u0000A' } });
    expect(street.statusCode).toBe(400);
    expect(street.json().errors).toEqual([expect.objectContaining({ field: 'body.logradouro' })]);
  });

  it('leave tab, CR and LF alone in body text', async () => {
    const member = await signIn('member@grace.example');
    const grace = await churchId(app(), 'grace');
    const observacoes = 'Alergias:\r\n\tamendoim\n\tpólen';
    const created = await call(app(), {
      method: 'POST',
      url: `/api/v1/usuario/${member.id}/crianca?igreja=${grace}`,
      token: member.token,
      payload: { nome: 'Ana', dataNascimento: '2019-04-02', sexo: 'F', observacoes },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().crianca.observacoes).toBe(observacoes);
  });
});
