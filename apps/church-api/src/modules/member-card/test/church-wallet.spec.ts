import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChurchRepository } from '../../../platform/tenancy/church-repository';
import { igrejaCarteiraDigital } from '../schema';
import { keyringFrom } from '@church/api-platform/secrets/church-secrets';
import { churchWallet, WalletConfigRepository } from '../wallet-config';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { TEST_SECRETS_KEYS, testPassCertificates, testServiceAccountKey } from './wallet-certificates';

let database: TestDatabase;
const db = () => database.handle.db;
const keyring = keyringFrom({ PAYMENT_SECRETS_KEYS: TEST_SECRETS_KEYS });
const certs = testPassCertificates();
const google = testServiceAccountKey();

const APPLE = {
  passTypeIdentifier: 'pass.org.grace.member-card',
  teamIdentifier: 'ABCDE12345',
  signerCert: certs.signerCertPem,
  signerKey: certs.signerKeyPem,
  wwdr: certs.wwdrPem,
};
const GOOGLE = { issuerId: '3388000000012345678', serviceAccountEmail: 'wallet@grace.iam.gserviceaccount.com', privateKey: google.privateKeyPem, classSuffix: 'member-card' };

const churchIdOf = async (code: string) => (await new ChurchRepository(db()).findSummary('code', code))?.id ?? 0;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe("a church's wallet passes (npm run church:wallet)", () => {
  it('the demo churches have none', async () => {
    for (const code of ['grace', 'esperanca', 'vida']) {
      expect(await new WalletConfigRepository(db(), keyring).available(await churchIdOf(code))).toEqual({ apple: false, google: false });
    }
    const shown = await churchWallet(db(), keyring, { church: 'grace' });
    expect(shown.code).toBe(0);
    expect(shown.lines).toEqual([expect.stringMatching(/^Grace Community Church \(grace, id \d+\)$/), '  Apple Wallet: not configured', '  Google Wallet: not configured']);
  });

  it('sets Apple and Google, stores the private keys only sealed and never shows them', async () => {
    const answer = await churchWallet(db(), keyring, { church: 'grace', apple: APPLE, google: GOOGLE });
    expect(answer.code, answer.lines.join('\n')).toBe(0);
    expect(answer.lines).toContain('Apple Wallet configured at grace.');
    expect(answer.lines).toContain('Google Wallet configured at grace.');
    const text = answer.lines.join('\n');
    expect(text).toContain('pass type pass.org.grace.member-card, team ABCDE12345');
    expect(text).toContain('class 3388000000012345678.member-card');
    expect(text).toContain("sealed with key 'kwallet' (opens)");
    for (const secret of [certs.signerKeyPem, google.privateKeyPem]) {
      const body = secret.split('\n')[1] ?? '';
      expect(text).not.toContain(body);
      const rows = await db().select().from(igrejaCarteiraDigital);
      expect(JSON.stringify(rows)).not.toContain(body);
    }
    const grace = await churchIdOf('grace');
    const repository = new WalletConfigRepository(db(), keyring);
    expect(await repository.available(grace)).toEqual({ apple: true, google: true });
    expect(await repository.apple(grace)).toEqual(APPLE);
    expect(await repository.google(grace)).toEqual(GOOGLE);
    expect(await repository.available(await churchIdOf('vida'))).toEqual({ apple: false, google: false });
  });

  it('changes only the fields it is given', async () => {
    const answer = await churchWallet(db(), keyring, { church: 'grace', google: { classSuffix: 'card-2027' } });
    expect(answer.code, answer.lines.join('\n')).toBe(0);
    expect(await new WalletConfigRepository(db(), keyring).google(await churchIdOf('grace'))).toEqual({ ...GOOGLE, classSuffix: 'card-2027' });
  });

  it("a sealed key copied to another church's row does not open", async () => {
    const grace = await churchIdOf('grace');
    const vida = await churchIdOf('vida');
    const [row] = await db().select().from(igrejaCarteiraDigital).where(eq(igrejaCarteiraDigital.igrejaId, grace));
    if (!row) throw new Error('no row');
    await db().insert(igrejaCarteiraDigital).values({ ...row, igrejaId: vida });
    await expect(new WalletConfigRepository(db(), keyring)[row.provedor === 'apple' ? 'apple' : 'google'](vida)).rejects.toThrow(/does not open/);
    await db().delete(igrejaCarteiraDigital).where(eq(igrejaCarteiraDigital.igrejaId, vida));
  });

  it('re-encrypts every church\'s wallet keys after a key rotation; the old key can then go', async () => {
    const grace = await churchIdOf('grace');
    const rotated = keyringFrom({ PAYMENT_SECRETS_KEYS: `knext:${'44'.repeat(32)},${TEST_SECRETS_KEYS}` });
    const first = await new WalletConfigRepository(db(), rotated).reencryptAll();
    expect(first).toEqual({ rewritten: 2, current: 0, unreadable: [] });
    const rows = await db().select().from(igrejaCarteiraDigital).where(eq(igrejaCarteiraDigital.igrejaId, grace));
    expect(rows.map((row) => row.chaveId)).toEqual(['knext', 'knext']);
    const onlyNext = keyringFrom({ PAYMENT_SECRETS_KEYS: `knext:${'44'.repeat(32)}` });
    expect(await new WalletConfigRepository(db(), onlyNext).google(grace)).toEqual({ ...GOOGLE, classSuffix: 'card-2027' });
    expect(await new WalletConfigRepository(db(), rotated).reencryptAll()).toEqual({ rewritten: 0, current: 2, unreadable: [] });
    // Back under the suite's key, for the tests after this one; a key no longer configured is reported, not lost.
    const back = keyringFrom({ PAYMENT_SECRETS_KEYS: `${TEST_SECRETS_KEYS},knext:${'44'.repeat(32)}` });
    expect((await new WalletConfigRepository(db(), back).reencryptAll()).rewritten).toBe(2);
    const stranger = await new WalletConfigRepository(db(), onlyNext).reencryptAll();
    expect(stranger.rewritten).toBe(0);
    expect(stranger.unreadable).toEqual([
      expect.objectContaining({ igrejaId: grace, keyId: 'kwallet', reason: expect.stringMatching(/not in PAYMENT_SECRETS_KEYS/) }),
      expect.objectContaining({ igrejaId: grace, keyId: 'kwallet' }),
    ]);
  });

  it('refuses what is not right, naming the flag', async () => {
    const cases: [Parameters<typeof churchWallet>[2], RegExp][] = [
      [{ church: 'nowhere' }, /No church has the code 'nowhere'/],
      [{ church: 'vida', apple: { passTypeIdentifier: 'pass.org.vida.card' } }, /Apple Wallet needs --team, --apple-cert, --apple-key, --apple-wwdr/],
      [{ church: 'vida', apple: { ...APPLE, passTypeIdentifier: 'org.vida' } }, /--pass-type/],
      [{ church: 'vida', apple: { ...APPLE, teamIdentifier: 'abc' } }, /--team/],
      [{ church: 'vida', apple: { ...APPLE, signerCert: 'not a certificate' } }, /--apple-cert is not a PEM certificate/],
      [{ church: 'vida', apple: { ...APPLE, signerKey: certs.otherKeyPem } }, /--apple-key is not the private key of --apple-cert/],
      [{ church: 'vida', google: { ...GOOGLE, issuerId: 'x1' } }, /--issuer/],
      [{ church: 'vida', google: { ...GOOGLE, serviceAccountEmail: 'nobody' } }, /--google-account/],
      [{ church: 'vida', google: { ...GOOGLE, classSuffix: 'a b' } }, /--class/],
      [{ church: 'vida', google: { ...GOOGLE, privateKey: 'secret' } }, /--google-key is not an unencrypted PEM private key/],
    ];
    for (const [request, message] of cases) {
      const answer = await churchWallet(db(), keyring, request);
      expect(answer.code).toBe(1);
      expect(answer.lines.join('\n')).toMatch(message);
    }
    const noKeyring = await churchWallet(db(), null, { church: 'vida', google: GOOGLE });
    expect(noKeyring).toEqual({ code: 1, lines: [expect.stringContaining('PAYMENT_SECRETS_KEYS is not set')] });
    expect(await new WalletConfigRepository(db(), keyring).available(await churchIdOf('vida'))).toEqual({ apple: false, google: false });
  });

  it('removes one and keeps the other', async () => {
    const answer = await churchWallet(db(), keyring, { church: 'grace', remove: 'apple' });
    expect(answer.code).toBe(0);
    expect(answer.lines).toContain('Apple Wallet removed at grace.');
    expect(answer.lines).toContain('  Apple Wallet: not configured');
    expect(await new WalletConfigRepository(db(), keyring).available(await churchIdOf('grace'))).toEqual({ apple: false, google: true });
    expect((await churchWallet(db(), keyring, { church: 'grace', remove: 'apple' })).lines).toContain('grace had no Apple Wallet configuration.');
    await churchWallet(db(), keyring, { church: 'grace', remove: 'google' });
  });
});
