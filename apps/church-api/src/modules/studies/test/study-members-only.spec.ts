import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usuario, usuarioIgreja } from '../../account/schema';
import { igreja } from '../../../platform/tenancy/tenancy-tables';
import { configuracaoEstudo, estudo } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();
const ESPERANCA = 'igreja-esperanca-sao-paulo';
let memberToken: string;
let outsiderToken: string;
let studyId: number;

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing test data');
  return value;
}

/** Esperança's studies are for its members only (as seeded); a member of esperanca and a member of grace sign in. */
beforeAll(async () => {
  const { app, database } = testApp();
  const { db } = database.handle;
  const churches = await db.select({ id: igreja.id, codigo: igreja.codigo }).from(igreja);
  const esperancaId = must(churches.find((church) => church.codigo === 'esperanca')).id;
  const graceId = must(churches.find((church) => church.codigo === 'grace')).id;
  const [seeded] = await db.select({ flag: configuracaoEstudo.flagConteudoPublico }).from(configuracaoEstudo).where(eq(configuracaoEstudo.igrejaId, esperancaId));
  expect(seeded?.flag).toBe(false);
  const [study] = await db.select({ id: estudo.id }).from(estudo).where(eq(estudo.igrejaId, esperancaId)).orderBy(desc(estudo.dataEstudo)).limit(1);
  studyId = must(study).id;

  const [member, outsider] = await db
    .insert(usuario)
    .values([
      { email: 'estudos-membro@example.org', senhaHash: 'x', nome: 'Marta', sobrenome: 'Souza', flagAtivo: true },
      { email: 'studies-outsider@example.org', senhaHash: 'x', nome: 'Tom', sobrenome: 'Hale', flagAtivo: true },
    ])
    .returning({ id: usuario.id });
  await db.insert(usuarioIgreja).values([
    { usuarioId: must(member).id, igrejaId: esperancaId },
    { usuarioId: must(outsider).id, igrejaId: graceId },
  ]);
  memberToken = await app.authentication.issueAccessToken(must(member).id, randomUUID());
  outsiderToken = await app.authentication.issueAccessToken(must(outsider).id, randomUUID());
});

async function get(url: string, token?: string) {
  return testApp().app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('members-only studies', () => {
  it('still tells anyone the configuration', async () => {
    expect((await get(`/api/v1/igreja/${ESPERANCA}/configuracao-estudo`)).json()).toEqual({ data: { flagConteudoPublico: false } });
  });

  it('refuses the list and a study without a signed-in member (401)', async () => {
    for (const url of [`/api/v1/igreja/${ESPERANCA}/estudo/`, `/api/v1/igreja/${ESPERANCA}/estudo/${studyId}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, code: 'AUTH_TOKEN_MISSING' });
    }
  });

  it('refuses a signed-in account of another church (403)', async () => {
    const response = await get(`/api/v1/igreja/${ESPERANCA}/estudo/`, outsiderToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, code: 'AUTH_FORBIDDEN' });
  });

  it('serves the church’s own members', async () => {
    const list = await get(`/api/v1/igreja/${ESPERANCA}/estudo/`, memberToken);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(4);
    const study = await get(`/api/v1/igreja/${ESPERANCA}/estudo/${studyId}`, memberToken);
    expect(study.statusCode).toBe(200);
    expect(study.json().estudo.id).toBe(studyId);
  });

  it('leaves a church with public studies open to visitors', async () => {
    expect((await get('/api/v1/igreja/grace-community-church/estudo/')).statusCode).toBe(200);
  });
});
