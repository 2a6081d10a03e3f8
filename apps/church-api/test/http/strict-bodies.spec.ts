import { describe, expect, it } from 'vitest';
import { contractOperations } from '../helpers/contract-schemas';
import { setupTestApp } from '../helpers/test-app';
import { call, login, me } from '../helpers/account-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

async function signIn(email: string) {
  const pair = await login(app(), email);
  return { token: pair.token, ...(await me(app(), pair.token)) };
}

const profile = {
  nome: 'Mariana',
  sobrenome: 'Souza Lima',
  telefone: '11 99123-4567',
  cpf: '529.982.247-25',
  dataNascimento: '1991-07-22',
  sexo: 'F',
};

describe('JSON bodies are taken as sent (issue 8, item 16)', () => {
  it('refuses values of the wrong type instead of converting them, and stores nothing', async () => {
    const member = await signIn('member@grace.example');
    for (const [field, value] of [
      ['nome', false],
      ['nome', ['Ana']],
      ['nome', 42],
      ['qtdeFilhos', '2'],
      ['idPais', '1'],
      ['sexo', ['F']],
    ] as const) {
      const response = await call(app(), { method: 'PUT', url: '/api/v1/usuario/', token: member.token, payload: { ...profile, [field]: value } });
      expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: `body.${field}` })]);
    }
    expect((await me(app(), member.token)).nome).toBe(member.nome);
  });

  it('refuses a property the contract does not have, naming it', async () => {
    const login = await call(app(), {
      method: 'POST',
      url: '/api/v1/security/login_check',
      payload: { username: 'member@grace.example', password: 'Demo@2026', extra: true },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().errors).toEqual([{ field: 'body.extra', message: 'is not a field of this request' }]);

    const member = await signIn('member@grace.example');
    const update = await call(app(), { method: 'PUT', url: '/api/v1/usuario/', token: member.token, payload: { ...profile, flagAtivo: false } });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toEqual([expect.objectContaining({ field: 'body.flagAtivo' })]);
  });

  it('still coerces path and query parameters, which arrive as text', async () => {
    const member = await signIn('member@grace.example');
    const response = await call(app(), { url: `/api/v1/user/${member.id}/documento`, token: member.token });
    expect(response.statusCode).toBe(200);
    const page = await call(app(), { url: '/api/v1/igreja/grace-community-church/noticia/?page=1&limit=2' });
    expect(page.json()).toMatchObject({ page: 1, limit: 2 });
  });

  it('every request body object of the contract is closed', () => {
    const open = contractOperations()
      .filter((operation) => operation.body)
      .filter((operation) => operation.body?.schema.type !== 'object' || operation.body.schema.additionalProperties !== false)
      .map((operation) => operation.operationId);
    expect(open).toEqual([]);
  });
});
