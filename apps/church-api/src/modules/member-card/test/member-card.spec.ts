import { webcrypto } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usuario, usuarioIgreja } from '../../../platform/identity/identity-tables';
import { MEMBER_CARD_LIMITS } from '../member-card-handlers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, exhaustLimit, HOSTS, login, me, newMember } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();

/** A code of the right shape that no card has. */
const WELL_FORMED = `${'A'.repeat(22)}.1.${'A'.repeat(86)}`;

type Church = keyof typeof HOSTS;

function cardOf(token: string | undefined, usuarioId: number | string, igreja: number | string, church: Church = 'grace') {
  return call(testApp().app, { url: `/api/v1/usuario-carteirinha/?usuario=${usuarioId}&igreja=${igreja}`, token, headers: { host: HOSTS[church] } });
}

function verify(codigo: string, igreja: number | string, remoteAddress?: string) {
  return call(testApp().app, { url: `/api/v1/usuario-carteirinha/verificacao/${codigo}?igreja=${igreja}`, headers: { host: HOSTS.grace }, ...(remoteAddress ? { remoteAddress } : {}) });
}

function rotate(token: string, igreja: number) {
  return call(testApp().app, { method: 'POST', url: `/api/v1/usuario-carteirinha/codigo/?igreja=${igreja}`, token, headers: { host: HOSTS.grace } });
}

async function demo(code: Church, who: 'member' | 'staff') {
  const { app } = testApp();
  const { token } = await login(app, `${who}@${code}.example`);
  return { token, id: (await me(app, token)).id, igreja: await churchId(app, code) };
}

function expectNotFound(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(404);
  expect(String(response.headers['content-type'])).toContain('application/problem+json');
  expect(response.json()).toMatchObject({ status: 404, code: 'CARTEIRINHA_NAO_ENCONTRADA', detail: 'Member card data not found.' });
}

describe('GET /usuario-carteirinha/?usuario&igreja', () => {
  it("gives the demo member their card: the account's data and the card's own, with a signed code", async () => {
    const member = await demo('grace', 'member');
    const response = await cardOf(member.token, member.id, member.igreja);
    expect(response.statusCode, response.body).toBe(200);
    const [card, ...others] = response.json().usuarioCarteirinhas;
    expect(others).toEqual([]);
    expect(card).toMatchObject({
      igreja: member.igreja,
      usuario: member.id,
      numeroMembro: 'GCC-0142',
      dataBatismo: '2015-04-05',
      cargo: 'Worship team',
      responsavel: 'Pastor John Miller',
      vinculo: 'Music ministry',
      sexo: expect.stringMatching(/^[MF]$/),
      estadoCivil: { codigo: expect.any(String), nome: expect.any(String) },
    });
    expect(card.nome).toEqual(expect.any(String));
    expect(card.cpf).toMatch(/^\d{11}$/);
    expect(card.dataNascimento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(card.codigoVerificacao).toMatch(/^[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{86}$/);
    // The code carries nothing of the member.
    for (const value of [card.nome, card.sobrenome, card.cpf, card.numeroMembro]) {
      expect(card.codigoVerificacao).not.toContain(value);
    }
  });

  it("makes a new member's card the first time it is asked for, and the same one after", async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const first = await cardOf(member.token, member.id, member.igreja);
    expect(first.statusCode, first.body).toBe(200);
    const card = first.json().usuarioCarteirinhas[0];
    expect(card).toMatchObject({ usuario: member.id, nome: member.form.nome, dataBatismo: null, cargo: null });
    expect(card.numeroMembro).toMatch(/^\d{6,}$/);
    expect((await cardOf(member.token, member.id, member.igreja)).json().usuarioCarteirinhas[0]).toEqual(card);
  });

  it("refuses another member's card with §8's not found, as if it did not exist", async () => {
    const { app } = testApp();
    const member = await demo('grace', 'member');
    const other = await newMember(app, 'grace');
    expectNotFound(await cardOf(other.token, member.id, member.igreja));
    // A card that does not exist answers the same.
    expectNotFound(await cardOf(other.token, 2147483647, member.igreja));
  });

  it("gives the church's staff any member's card", async () => {
    const member = await demo('grace', 'member');
    const staff = await demo('grace', 'staff');
    const response = await cardOf(staff.token, member.id, member.igreja);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().usuarioCarteirinhas[0]).toMatchObject({ usuario: member.id, numeroMembro: 'GCC-0142' });
  });

  it("keeps each church to its own: another church's staff and another church's id get not found", async () => {
    const member = await demo('grace', 'member');
    const vidaStaff = await demo('vida', 'staff');
    expectNotFound(await cardOf(vidaStaff.token, member.id, member.igreja, 'vida'));
    // The grace member at vida, where they are no member.
    expectNotFound(await cardOf(member.token, member.id, vidaStaff.igreja, 'vida'));
  });

  it('refuses a member no longer active', async () => {
    const { app, database } = testApp();
    const member = await newMember(app, 'grace');
    expect((await cardOf(member.token, member.id, member.igreja)).statusCode).toBe(200);
    await database.handle.db.update(usuarioIgreja).set({ flagAtivo: false }).where(and(eq(usuarioIgreja.usuarioId, member.id), eq(usuarioIgreja.igrejaId, member.igreja)));
    expectNotFound(await cardOf(member.token, member.id, member.igreja));
  });

  it('asks a visitor to sign in, and names a bad parameter', async () => {
    const member = await demo('grace', 'member');
    expect((await cardOf(undefined, member.id, member.igreja)).statusCode).toBe(401);
    const bad = await cardOf(member.token, 'x', member.igreja);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'query.usuario' })]);
  });
});

describe('the QR code: verify and rotate', () => {
  it('says valid with the name, picture and congregation only', async () => {
    const member = await demo('grace', 'member');
    const card = (await cardOf(member.token, member.id, member.igreja)).json().usuarioCarteirinhas[0];
    const response = await verify(card.codigoVerificacao, member.igreja);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ valida: true, nome: `${card.nome} ${card.sobrenome}` });
    expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(['valida', 'nome', 'congregacao']));
    expect(Object.keys(body).every((key) => ['valida', 'nome', 'imagem', 'congregacao'].includes(key))).toBe(true);
    expect(body.congregacao).toBe(card.congregacao?.nome ?? null);
  });

  it('says invalid for a tampered code, another church, and a member no longer active, with nothing else', async () => {
    const { app, database } = testApp();
    const member = await newMember(app, 'grace');
    const code: string = (await cardOf(member.token, member.id, member.igreja)).json().usuarioCarteirinhas[0].codigoVerificacao;
    const [reference, version, signature] = code.split('.') as [string, string, string];
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const tampered of [`${flip(reference)}.${version}.${signature}`, `${reference}.${Number(version) + 1}.${signature}`, `${reference}.${version}.${flip(signature)}`]) {
      const response = await verify(tampered, member.igreja);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valida: false });
    }
    const vida = await churchId(app, 'vida');
    expect((await verify(code, vida)).json()).toEqual({ valida: false });
    expect((await verify(code, member.igreja)).json().valida).toBe(true);
    await database.handle.db.update(usuario).set({ flagAtivo: false }).where(eq(usuario.id, member.id));
    expect((await verify(code, member.igreja)).json()).toEqual({ valida: false });
  });

  it('refuses the old code once the member rotates it, and accepts the new one', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const old: string = (await cardOf(member.token, member.id, member.igreja)).json().usuarioCarteirinhas[0].codigoVerificacao;
    const rotated = await rotate(member.token, member.igreja);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh: string = rotated.json().codigoVerificacao;
    expect(fresh).not.toBe(old);
    expect((await verify(old, member.igreja)).json()).toEqual({ valida: false });
    expect((await verify(fresh, member.igreja)).json().valida).toBe(true);
    expect((await cardOf(member.token, member.id, member.igreja)).json().usuarioCarteirinhas[0].codigoVerificacao).toBe(fresh);
  });

  it('rotates only a card of a member of the church', async () => {
    const member = await demo('grace', 'member');
    const vida = await churchId(testApp().app, 'vida');
    expectNotFound(await rotate(member.token, vida));
  });

  it('names the field of a malformed code or church, never a 5xx', async () => {
    const member = await demo('grace', 'member');
    for (const codigo of [
      'not-a-code',
      `${'A'.repeat(22)}.0.${'A'.repeat(86)}`,
      `${'A'.repeat(22)}.1.${'A'.repeat(85)}*`,
      `${'A'.repeat(22)}.99999999999.${'A'.repeat(86)}`,
      // The first format's (an HMAC of 16 bytes) is no longer a code.
      `${'A'.repeat(22)}.1.${'A'.repeat(22)}`,
    ]) {
      const response = await verify(encodeURIComponent(codigo), member.igreja);
      expect(response.statusCode, codigo).toBe(400);
      expect(String(response.headers['content-type'])).toContain('application/problem+json');
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'params.codigo' })]);
    }
    const noChurch = await call(testApp().app, { url: `/api/v1/usuario-carteirinha/verificacao/${WELL_FORMED}`, headers: { host: HOSTS.grace } });
    expect(noChurch.statusCode).toBe(400);
    expect(noChurch.json().errors).toEqual([expect.objectContaining({ field: 'query.igreja' })]);
    expect((await verify(WELL_FORMED, 2147483647)).statusCode).toBe(404);
    // The largest version the format allows is refused without an error.
    expect((await verify(`${'A'.repeat(22)}.9999999999.${'A'.repeat(86)}`, member.igreja)).json()).toEqual({ valida: false });
  });

  it('limits the checks from one address', async () => {
    const { database } = testApp();
    const member = await demo('grace', 'member');
    const address = '10.250.250.250';
    await exhaustLimit(database.handle.db, MEMBER_CARD_LIMITS.verifyPerAddress, address);
    const response = await verify(WELL_FORMED, member.igreja, address);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });
});

describe('GET /usuario-carteirinha/chave-publica/: the offline check', () => {
  it("gives the key a browser's WebCrypto checks a code with, and a changed code or another church's fails that check", async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const code: string = (await cardOf(member.token, member.id, member.igreja)).json().usuarioCarteirinhas[0].codigoVerificacao;
    const response = await call(app, { url: `/api/v1/usuario-carteirinha/chave-publica/?igreja=${member.igreja}`, headers: { host: HOSTS.grace } });
    expect(response.statusCode, response.body).toBe(200);
    const { algoritmo, chave } = response.json();
    expect(algoritmo).toBe('Ed25519');
    expect(chave).toEqual({ kty: 'OKP', crv: 'Ed25519', x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });

    // What the staff's browser does, with no server: WebCrypto's Ed25519 over the signed text.
    const key = await webcrypto.subtle.importKey('jwk', chave, { name: 'Ed25519' }, false, ['verify']);
    const offline = async (text: string, igreja: number) => {
      const [referencia, versao, signature] = text.split('.') as [string, string, string];
      const signed = new TextEncoder().encode(`member-card-code:v2.${igreja}.${referencia}.${versao}`);
      return webcrypto.subtle.verify({ name: 'Ed25519' }, key, Buffer.from(signature, 'base64url'), signed);
    };
    expect(await offline(code, member.igreja)).toBe(true);
    const [reference, version, signature] = code.split('.') as [string, string, string];
    expect(await offline(`${reference}.${Number(version) + 1}.${signature}`, member.igreja)).toBe(false);
    expect(await offline(code, await churchId(app, 'vida'))).toBe(false);
  });

  it('answers 404 for an unknown church and 400 naming a missing one', async () => {
    expect((await call(testApp().app, { url: '/api/v1/usuario-carteirinha/chave-publica/?igreja=2147483647', headers: { host: HOSTS.grace } })).statusCode).toBe(404);
    const missing = await call(testApp().app, { url: '/api/v1/usuario-carteirinha/chave-publica/', headers: { host: HOSTS.grace } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'query.igreja' })]);
  });
});
