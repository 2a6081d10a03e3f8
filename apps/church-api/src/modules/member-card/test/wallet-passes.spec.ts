import { createHash, createPublicKey, verify as verifySignature, X509Certificate } from 'node:crypto';
import { unzipSync } from 'fflate';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { WALLET_NOT_CONFIGURED } from '../member-card-handlers';
import { WalletConfigRepository } from '../wallet-config';
import { keyringFrom } from '@church/api-platform/secrets/church-secrets';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, HOSTS, login, me, newMember } from '../../../../test/helpers/account-helpers';
import { TEST_SECRETS_KEYS, testPassCertificates, testServiceAccountKey } from './wallet-certificates';

const testApp = setupTestApp({}, () => ({ PAYMENT_SECRETS_KEYS: TEST_SECRETS_KEYS }));
const serviceAccount = testServiceAccountKey();
const GOOGLE = { issuerId: '3388000000012345678', serviceAccountEmail: 'wallet@grace.iam.gserviceaccount.com', privateKey: serviceAccount.privateKeyPem, classSuffix: 'member-card' };

const certs = testPassCertificates();
const APPLE = { passTypeIdentifier: 'pass.org.grace.member-card', teamIdentifier: 'ABCDE12345', signerCert: certs.signerCertPem, signerKey: certs.signerKeyPem, wwdr: certs.wwdrPem };

type Church = keyof typeof HOSTS;

function applePass(token: string | undefined, usuarioId: number | string, igreja: number | string, church: Church = 'grace') {
  return call(testApp().app, { url: `/api/v1/usuario-carteirinha/apple-pass?usuario=${usuarioId}&igreja=${igreja}`, token, headers: { host: HOSTS[church] } });
}

const PKCS9_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const DIGESTS: Record<string, string> = { '1.3.14.3.2.26': 'sha1', '2.16.840.1.101.3.4.2.1': 'sha256' };

/**
 * Checks a detached PKCS#7 signature of `content` (what passkit-generator writes as `signature`): the
 * signer certificate it carries is `signerCertPem`, the signed attributes' message digest is the
 * content's digest (SHA-1, as passkit-generator signs, or SHA-256), and the signature over those
 * attributes verifies with that certificate's key.
 */
function checkDetachedSignature(signature: Uint8Array, content: Uint8Array, signerCertPem: string) {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(signature).toString('binary')));
  const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & { rawCapture: { signerInfos: forge.asn1.Asn1[] } };
  const pems = message.certificates.map((cert) => forge.pki.certificateToPem(cert).replace(/\r/g, ''));
  expect(pems).toContain(signerCertPem.replace(/\r/g, ''));
  const [signerInfo, ...others] = message.rawCapture.signerInfos;
  expect(others).toEqual([]);
  const parts = (signerInfo?.value ?? []) as forge.asn1.Asn1[];
  const attributes = parts.find((part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0);
  const encrypted = parts.find((part, index) => index > 3 && part.type === forge.asn1.Type.OCTETSTRING);
  if (!attributes || !encrypted) throw new Error('no signed attributes or signature');
  const algorithmOid = forge.asn1.derToOid((((parts[2]?.value as forge.asn1.Asn1[])[0]?.value as string) ?? ''));
  const algorithm = DIGESTS[algorithmOid];
  if (!algorithm) throw new Error(`unexpected digest algorithm ${algorithmOid}`);
  const digest = (attributes.value as forge.asn1.Asn1[]).find((attribute) => forge.asn1.derToOid(((attribute.value as forge.asn1.Asn1[])[0]?.value as string) ?? '') === PKCS9_MESSAGE_DIGEST);
  const digestValue = (((digest?.value as forge.asn1.Asn1[])[1]?.value as forge.asn1.Asn1[])[0]?.value as string) ?? '';
  expect(Buffer.from(digestValue, 'binary').toString('hex')).toBe(createHash(algorithm).update(content).digest('hex'));
  const signedDer = Buffer.from(forge.asn1.toDer(attributes).getBytes(), 'binary');
  signedDer[0] = 0x31; // the attributes are signed as a SET OF, not as the [0] they are sent in
  const key = new X509Certificate(signerCertPem).publicKey;
  expect(verifySignature(algorithm, signedDer, key, Buffer.from(encrypted.value as string, 'binary'))).toBe(true);
  // And a signature does not verify over anything else.
  expect(verifySignature(algorithm, Buffer.concat([signedDer, Buffer.from([0])]), key, Buffer.from(encrypted.value as string, 'binary'))).toBe(false);
}

function googleWallet(token: string | undefined, usuarioId: number | string, igreja: number | string, church: Church = 'grace') {
  return call(testApp().app, { url: `/api/v1/usuario-carteirinha/google-wallet?usuario=${usuarioId}&igreja=${igreja}`, token, headers: { host: HOSTS[church] } });
}

function cardOf(token: string, usuarioId: number, igreja: number) {
  return call(testApp().app, { url: `/api/v1/usuario-carteirinha/?usuario=${usuarioId}&igreja=${igreja}`, token, headers: { host: HOSTS.grace } });
}

async function demo(code: Church, who: 'member' | 'staff') {
  const { app } = testApp();
  const { token } = await login(app, `${who}@${code}.example`);
  return { token, id: (await me(app, token)).id, igreja: await churchId(app, code) };
}

function expectProblem(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, status: number, code?: string) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toContain('application/problem+json');
  if (code) expect(response.json()).toMatchObject({ status, code });
}

beforeAll(async () => {
  const { app, database } = testApp();
  const wallets = new WalletConfigRepository(database.handle.db, keyringFrom({ PAYMENT_SECRETS_KEYS: TEST_SECRETS_KEYS }));
  await wallets.configureGoogle(await churchId(app, 'grace'), GOOGLE);
  await wallets.configureApple(await churchId(app, 'grace'), APPLE);
});

describe('GET /usuario-carteirinha/google-wallet?usuario&igreja', () => {
  it("gives the member a save link whose JWT the church's service account signed, with the card's current code and nothing personal", async () => {
    const member = await demo('grace', 'member');
    const card = (await cardOf(member.token, member.id, member.igreja)).json().usuarioCarteirinhas[0];
    const response = await googleWallet(member.token, member.id, member.igreja);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const jwt = url.slice('https://pay.google.com/gp/v/save/'.length);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'RS256', typ: 'JWT' });
    const { payload } = await jwtVerify(jwt, createPublicKey(serviceAccount.publicKeyPem), { issuer: GOOGLE.serviceAccountEmail, audience: 'google', algorithms: ['RS256'] });
    expect(payload).toMatchObject({ typ: 'savetopay', origins: ['http://grace.localhost:3000'] });
    const objects = (payload.payload as { genericObjects: Record<string, unknown>[] }).genericObjects;
    expect(objects).toHaveLength(1);
    const [reference] = card.codigoVerificacao.split('.');
    expect(objects[0]).toEqual({
      id: `${GOOGLE.issuerId}.grace-${reference}`,
      classId: `${GOOGLE.issuerId}.member-card`,
      state: 'ACTIVE',
      cardTitle: { defaultValue: { language: expect.any(String), value: 'Grace Community Church' } },
      header: { defaultValue: { language: expect.any(String), value: `${card.nome} ${card.sobrenome}` } },
      barcode: { type: 'QR_CODE', value: card.codigoVerificacao },
    });
    const text = JSON.stringify(payload);
    for (const value of [card.cpf, card.numeroMembro, card.telefone, card.dataNascimento, card.cargo].filter(Boolean)) expect(text).not.toContain(value);
  });

  it("refuses another member's id, the church's staff, another church and a guest, as the card does", async () => {
    const { app } = testApp();
    const member = await demo('grace', 'member');
    const other = await newMember(app, 'grace');
    expectProblem(await googleWallet(other.token, member.id, member.igreja), 404, 'CARTEIRINHA_NAO_ENCONTRADA');
    expectProblem(await googleWallet(other.token, 2147483647, member.igreja), 404, 'CARTEIRINHA_NAO_ENCONTRADA');
    const staff = await demo('grace', 'staff');
    expectProblem(await googleWallet(staff.token, member.id, member.igreja), 404, 'CARTEIRINHA_NAO_ENCONTRADA');
    const vidaStaff = await demo('vida', 'staff');
    expectProblem(await googleWallet(vidaStaff.token, member.id, member.igreja, 'vida'), 404, 'CARTEIRINHA_NAO_ENCONTRADA');
    // The grace member at vida, where they are no member.
    expectProblem(await googleWallet(member.token, member.id, vidaStaff.igreja, 'vida'), 404, 'CARTEIRINHA_NAO_ENCONTRADA');
    expectProblem(await googleWallet(undefined, member.id, member.igreja), 401);
  });

  it('answers 404 at a church without Google Wallet, and names a bad parameter', async () => {
    const vida = await demo('vida', 'member');
    expectProblem(await googleWallet(vida.token, vida.id, vida.igreja, 'vida'), 404, WALLET_NOT_CONFIGURED);
    const member = await demo('grace', 'member');
    const bad = await googleWallet(member.token, 'x', member.igreja);
    expectProblem(bad, 400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'query.usuario' })]);
    const noChurch = await googleWallet(member.token, member.id, 'x');
    expectProblem(noChurch, 400);
    expect(noChurch.json().errors).toEqual([expect.objectContaining({ field: 'query.igreja' })]);
  });
});

describe('GET /usuario-carteirinha/apple-pass?usuario&igreja', () => {
  it("gives the member a .pkpass: pass.json with the card's code, a manifest of every file, and a signature the church's certificate made", async () => {
    const member = await demo('grace', 'member');
    const card = (await cardOf(member.token, member.id, member.igreja)).json().usuarioCarteirinhas[0];
    const response = await applePass(member.token, member.id, member.igreja);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(response.headers['content-disposition']).toBe('attachment; filename="grace-member-card.pkpass"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png']));
    const pass = JSON.parse(Buffer.from(files['pass.json'] ?? []).toString('utf8'));
    const [reference] = card.codigoVerificacao.split('.');
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: APPLE.passTypeIdentifier,
      teamIdentifier: APPLE.teamIdentifier,
      serialNumber: reference,
      organizationName: 'Grace Community Church',
      backgroundColor: expect.stringMatching(/^rgb\(\d+, \d+, \d+\)$/),
      barcodes: [expect.objectContaining({ format: 'PKBarcodeFormatQR', message: card.codigoVerificacao })],
      generic: { primaryFields: [expect.objectContaining({ value: `${card.nome} ${card.sobrenome}` })] },
    });
    if (card.congregacao) expect(pass.generic.secondaryFields).toEqual([expect.objectContaining({ value: card.congregacao.nome })]);
    const text = JSON.stringify(pass);
    for (const value of [card.cpf, card.numeroMembro, card.telefone, card.dataNascimento, card.cargo].filter(Boolean)) expect(text).not.toContain(value);
    const manifest = JSON.parse(Buffer.from(files['manifest.json'] ?? []).toString('utf8')) as Record<string, string>;
    for (const [name, bytes] of Object.entries(files)) {
      if (name === 'manifest.json' || name === 'signature') continue;
      expect(manifest[name], name).toBe(createHash('sha1').update(bytes).digest('hex'));
    }
    checkDetachedSignature(files.signature ?? new Uint8Array(), files['manifest.json'] ?? new Uint8Array(), certs.signerCertPem);
  });

  it("refuses another member's id, the church's staff, another church and a guest, as the card does", async () => {
    const { app } = testApp();
    const member = await demo('grace', 'member');
    const other = await newMember(app, 'grace');
    expectProblem(await applePass(other.token, member.id, member.igreja), 404, 'CARTEIRINHA_NAO_ENCONTRADA');
    const staff = await demo('grace', 'staff');
    expectProblem(await applePass(staff.token, member.id, member.igreja), 404, 'CARTEIRINHA_NAO_ENCONTRADA');
    const vidaStaff = await demo('vida', 'staff');
    expectProblem(await applePass(vidaStaff.token, member.id, member.igreja, 'vida'), 404, 'CARTEIRINHA_NAO_ENCONTRADA');
    expectProblem(await applePass(member.token, member.id, vidaStaff.igreja, 'vida'), 404, 'CARTEIRINHA_NAO_ENCONTRADA');
    expectProblem(await applePass(undefined, member.id, member.igreja), 401);
  });

  it('answers 404 at a church without Apple Wallet, and names a bad parameter', async () => {
    const vida = await demo('vida', 'member');
    expectProblem(await applePass(vida.token, vida.id, vida.igreja, 'vida'), 404, WALLET_NOT_CONFIGURED);
    const member = await demo('grace', 'member');
    const bad = await applePass(member.token, member.id, 'x');
    expectProblem(bad, 400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'query.igreja' })]);
  });
});

describe('GET /usuario-carteirinha/carteiras?igreja', () => {
  it('says which wallets the church offers, to a signed-in member only', async () => {
    const member = await demo('grace', 'member');
    const grace = await call(testApp().app, { url: `/api/v1/usuario-carteirinha/carteiras?igreja=${member.igreja}`, token: member.token, headers: { host: HOSTS.grace } });
    expect(grace.statusCode, grace.body).toBe(200);
    expect(grace.json()).toEqual({ apple: true, google: true });
    const vida = await demo('vida', 'member');
    const none = await call(testApp().app, { url: `/api/v1/usuario-carteirinha/carteiras?igreja=${vida.igreja}`, token: vida.token, headers: { host: HOSTS.vida } });
    expect(none.json()).toEqual({ apple: false, google: false });
    expectProblem(await call(testApp().app, { url: `/api/v1/usuario-carteirinha/carteiras?igreja=${member.igreja}`, headers: { host: HOSTS.grace } }), 401);
    const bad = await call(testApp().app, { url: '/api/v1/usuario-carteirinha/carteiras?igreja=x', token: member.token, headers: { host: HOSTS.grace } });
    expectProblem(bad, 400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'query.igreja' })]);
  });
});
