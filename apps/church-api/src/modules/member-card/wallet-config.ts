import { createPrivateKey, X509Certificate } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type ResealReport, resealRows } from '@church/api-platform/secrets/reseal-rows';
import { churchSecretContext, open, seal, type SecretKeyring, SecretsKeyMissingError, SecretUnreadableError } from '@church/api-platform/secrets/church-secrets';
import { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { igrejaCarteiraDigital } from './schema';

/** What a wallet's sealed signing key is bound to: the church and provider of its row. */
const walletKeyContext = (igrejaId: number, provider: string) => churchSecretContext('wallet', igrejaId, provider);

export type WalletProvider = 'apple' | 'google';
export const WALLET_PROVIDERS: readonly WalletProvider[] = ['apple', 'google'];

/** A church's Apple Wallet settings, its signer's key opened. */
export interface AppleWallet {
  passTypeIdentifier: string;
  teamIdentifier: string;
  signerCert: string;
  signerKey: string;
  wwdr: string;
}

/** A church's Google Wallet settings, its service account's key opened. */
export interface GoogleWallet {
  issuerId: string;
  serviceAccountEmail: string;
  privateKey: string;
  classSuffix: string;
}

/** What a church's wallet configuration is asked to become; a field left out keeps its stored value. */
export interface AppleWalletInput {
  passTypeIdentifier?: string;
  teamIdentifier?: string;
  signerCert?: string;
  signerKey?: string;
  wwdr?: string;
}
export interface GoogleWalletInput {
  issuerId?: string;
  serviceAccountEmail?: string;
  privateKey?: string;
  classSuffix?: string;
}

/** A value the wallet configuration refuses; its message names the flag and never repeats a key. */
export class WalletSettingsError extends Error {}

type Row = typeof igrejaCarteiraDigital.$inferSelect;

const PASS_TYPE = /^pass\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const TEAM = /^[A-Z0-9]{10}$/;
const ISSUER = /^\d{1,32}$/;
const CLASS_SUFFIX = /^[A-Za-z0-9._-]{1,64}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function certificate(pem: string, flag: string): X509Certificate {
  try {
    return new X509Certificate(pem);
  } catch {
    throw new WalletSettingsError(`${flag} is not a PEM certificate.`);
  }
}

function privateKey(pem: string, flag: string) {
  try {
    return createPrivateKey(pem);
  } catch {
    throw new WalletSettingsError(`${flag} is not an unencrypted PEM private key.`);
  }
}

/** The stored wallet configurations of the churches, their private keys only sealed. */
export class WalletConfigRepository {
  constructor(
    private readonly db: Database,
    private readonly keyring: SecretKeyring | null,
  ) {}

  private async row(igrejaId: number, provider: WalletProvider): Promise<Row | undefined> {
    const [row] = await this.db
      .select()
      .from(igrejaCarteiraDigital)
      .where(and(eq(igrejaCarteiraDigital.igrejaId, igrejaId), eq(igrejaCarteiraDigital.provedor, provider)));
    return row;
  }

  /** Which wallets the church offers (a row for each); no key is opened. */
  async available(igrejaId: number): Promise<Record<WalletProvider, boolean>> {
    const rows = await this.db.select({ provedor: igrejaCarteiraDigital.provedor }).from(igrejaCarteiraDigital).where(eq(igrejaCarteiraDigital.igrejaId, igrejaId));
    const names = new Set(rows.map((row) => row.provedor));
    return { apple: names.has('apple'), google: names.has('google') };
  }

  private opened(igrejaId: number, row: Row): string {
    return open(this.keyring, { keyId: row.chaveId, sealed: row.chaveSelada }, walletKeyContext(igrejaId, row.provedor));
  }

  async apple(igrejaId: number): Promise<AppleWallet | null> {
    const row = await this.row(igrejaId, 'apple');
    if (!row) return null;
    return { passTypeIdentifier: row.identificador, teamIdentifier: row.equipe ?? '', signerCert: row.certificado ?? '', signerKey: this.opened(igrejaId, row), wwdr: row.certificadoWwdr ?? '' };
  }

  async google(igrejaId: number): Promise<GoogleWallet | null> {
    const row = await this.row(igrejaId, 'google');
    if (!row) return null;
    return { issuerId: row.identificador, serviceAccountEmail: row.contaServico ?? '', privateKey: this.opened(igrejaId, row), classSuffix: row.sufixoClasse ?? '' };
  }

  /** Seals every church's wallet keys again under the current key, after a rotation (see resealRows). */
  async reencryptAll(): Promise<ResealReport> {
    const rows = await this.db.select().from(igrejaCarteiraDigital).orderBy(igrejaCarteiraDigital.igrejaId, igrejaCarteiraDigital.provedor);
    const sealedRows = rows.map((row) => ({ igrejaId: row.igrejaId, provider: row.provedor, secret: { keyId: row.chaveId, sealed: row.chaveSelada }, context: walletKeyContext(row.igrejaId, row.provedor) }));
    return resealRows(this.keyring, sealedRows, async (row, sealed) => {
      const changed = await this.db
        .update(igrejaCarteiraDigital)
        .set({ chaveId: sealed.keyId, chaveSelada: sealed.sealed })
        .where(and(eq(igrejaCarteiraDigital.igrejaId, row.igrejaId), eq(igrejaCarteiraDigital.provedor, row.provider), eq(igrejaCarteiraDigital.chaveSelada, row.secret.sealed)))
        .returning({ provider: igrejaCarteiraDigital.provedor });
      return changed.length;
    });
  }

  /** Sets the church's Apple Wallet pass: the first time every field, later only those that change. Checks the key is the certificate's. */
  async configureApple(igrejaId: number, input: AppleWalletInput): Promise<void> {
    const stored = await this.apple(igrejaId);
    const next = {
      passTypeIdentifier: input.passTypeIdentifier ?? stored?.passTypeIdentifier,
      teamIdentifier: input.teamIdentifier ?? stored?.teamIdentifier,
      signerCert: input.signerCert ?? stored?.signerCert,
      signerKey: input.signerKey ?? stored?.signerKey,
      wwdr: input.wwdr ?? stored?.wwdr,
    };
    const missing = Object.entries({ '--pass-type': next.passTypeIdentifier, '--team': next.teamIdentifier, '--apple-cert': next.signerCert, '--apple-key': next.signerKey, '--apple-wwdr': next.wwdr })
      .filter(([, value]) => !value)
      .map(([flag]) => flag);
    if (missing.length > 0) throw new WalletSettingsError(`Apple Wallet needs ${missing.join(', ')}.`);
    if (!PASS_TYPE.test(next.passTypeIdentifier ?? '')) throw new WalletSettingsError('--pass-type must be a pass type identifier, as pass.org.example.member-card.');
    if (!TEAM.test(next.teamIdentifier ?? '')) throw new WalletSettingsError('--team must be the 10-character Apple team identifier.');
    const cert = certificate(next.signerCert ?? '', '--apple-cert');
    certificate(next.wwdr ?? '', '--apple-wwdr');
    const key = privateKey(next.signerKey ?? '', '--apple-key');
    if (!cert.checkPrivateKey(key)) throw new WalletSettingsError("--apple-key is not the private key of --apple-cert's certificate.");
    const sealed = seal(this.keyring, next.signerKey ?? '', walletKeyContext(igrejaId, 'apple'));
    const values = {
      identificador: next.passTypeIdentifier ?? '',
      equipe: next.teamIdentifier ?? '',
      certificado: next.signerCert ?? '',
      certificadoWwdr: next.wwdr ?? '',
      contaServico: null,
      sufixoClasse: null,
      chaveSelada: sealed.sealed,
      chaveId: sealed.keyId,
      dataUltimaAlteracao: new Date(),
    };
    await this.db
      .insert(igrejaCarteiraDigital)
      .values({ igrejaId, provedor: 'apple', ...values })
      .onConflictDoUpdate({ target: [igrejaCarteiraDigital.igrejaId, igrejaCarteiraDigital.provedor], set: values });
  }

  /** Sets the church's Google Wallet save link: the first time every field, later only those that change. */
  async configureGoogle(igrejaId: number, input: GoogleWalletInput): Promise<void> {
    const stored = await this.google(igrejaId);
    const next = {
      issuerId: input.issuerId ?? stored?.issuerId,
      serviceAccountEmail: input.serviceAccountEmail ?? stored?.serviceAccountEmail,
      privateKey: input.privateKey ?? stored?.privateKey,
      classSuffix: input.classSuffix ?? stored?.classSuffix,
    };
    const missing = Object.entries({ '--issuer': next.issuerId, '--google-account': next.serviceAccountEmail, '--google-key': next.privateKey, '--class': next.classSuffix })
      .filter(([, value]) => !value)
      .map(([flag]) => flag);
    if (missing.length > 0) throw new WalletSettingsError(`Google Wallet needs ${missing.join(', ')}.`);
    if (!ISSUER.test(next.issuerId ?? '')) throw new WalletSettingsError('--issuer must be the Google Wallet issuer id (digits).');
    if (!EMAIL.test(next.serviceAccountEmail ?? '')) throw new WalletSettingsError("--google-account must be the service account's email.");
    if (!CLASS_SUFFIX.test(next.classSuffix ?? '')) throw new WalletSettingsError('--class must be the pass class suffix: 1–64 letters, digits, ., _ or -.');
    if (privateKey(next.privateKey ?? '', '--google-key').asymmetricKeyType !== 'rsa') throw new WalletSettingsError("--google-key must be the service account's RSA private key.");
    const sealed = seal(this.keyring, next.privateKey ?? '', walletKeyContext(igrejaId, 'google'));
    const values = {
      identificador: next.issuerId ?? '',
      equipe: null,
      certificado: null,
      certificadoWwdr: null,
      contaServico: next.serviceAccountEmail ?? '',
      sufixoClasse: next.classSuffix ?? '',
      chaveSelada: sealed.sealed,
      chaveId: sealed.keyId,
      dataUltimaAlteracao: new Date(),
    };
    await this.db
      .insert(igrejaCarteiraDigital)
      .values({ igrejaId, provedor: 'google', ...values })
      .onConflictDoUpdate({ target: [igrejaCarteiraDigital.igrejaId, igrejaCarteiraDigital.provedor], set: values });
  }

  async remove(igrejaId: number, provider: WalletProvider): Promise<boolean> {
    const removed = await this.db
      .delete(igrejaCarteiraDigital)
      .where(and(eq(igrejaCarteiraDigital.igrejaId, igrejaId), eq(igrejaCarteiraDigital.provedor, provider)))
      .returning({ provedor: igrejaCarteiraDigital.provedor });
    return removed.length > 0;
  }

  /** Rows as `--show` prints them: nothing secret (the key's id only, the certificate's subject and expiry). */
  async describe(igrejaId: number): Promise<string[]> {
    const lines: string[] = [];
    for (const provider of WALLET_PROVIDERS) {
      const row = await this.row(igrejaId, provider);
      if (!row) {
        lines.push(`  ${provider === 'apple' ? 'Apple Wallet' : 'Google Wallet'}: not configured`);
        continue;
      }
      let key: string;
      try {
        this.opened(igrejaId, row);
        key = `sealed with key '${row.chaveId}' (opens)`;
      } catch (error) {
        key = `sealed with key '${row.chaveId}', cannot be opened here (${(error as Error).message.split(':')[0]})`;
      }
      if (provider === 'apple') {
        const cert = certificate(row.certificado ?? '', 'certificate');
        lines.push(`  Apple Wallet: pass type ${row.identificador}, team ${row.equipe}, updated ${row.dataUltimaAlteracao.toISOString()}`);
        lines.push(`    signer certificate: ${cert.subject.replaceAll('\n', ', ')}, valid until ${cert.validTo}`);
        lines.push(`    signer private key: ${key}`);
      } else {
        lines.push(`  Google Wallet: issuer ${row.identificador}, class ${row.identificador}.${row.sufixoClasse}, updated ${row.dataUltimaAlteracao.toISOString()}`);
        lines.push(`    service account: ${row.contaServico}`);
        lines.push(`    service account private key: ${key}`);
      }
    }
    return lines;
  }
}

/** What `npm run church:wallet` was asked. */
export interface ChurchWalletRequest {
  church: string;
  apple?: AppleWalletInput;
  google?: GoogleWalletInput;
  remove?: WalletProvider;
}

export interface ChurchWalletAnswer {
  code: 0 | 1;
  lines: string[];
}

/**
 * The core of `npm run church:wallet`: sets the church's Apple and/or Google wallet configuration, or
 * removes one, then shows it with nothing secret in it. Refuses an unknown church and any value the
 * repository refuses (its message names the flag).
 */
export async function churchWallet(db: Database, keyring: SecretKeyring | null, request: ChurchWalletRequest): Promise<ChurchWalletAnswer> {
  const church = await new ChurchRepository(db).findSummary('code', request.church);
  if (!church) return { code: 1, lines: [`No church has the code '${request.church}'.`] };
  const repository = new WalletConfigRepository(db, keyring);
  const lines: string[] = [];
  try {
    if (request.remove) {
      const name = request.remove === 'apple' ? 'Apple Wallet' : 'Google Wallet';
      lines.push((await repository.remove(church.id, request.remove)) ? `${name} removed at ${church.codigo}.` : `${church.codigo} had no ${name} configuration.`);
    }
    if (request.apple) {
      await repository.configureApple(church.id, request.apple);
      lines.push(`Apple Wallet configured at ${church.codigo}.`);
    }
    if (request.google) {
      await repository.configureGoogle(church.id, request.google);
      lines.push(`Google Wallet configured at ${church.codigo}.`);
    }
  } catch (error) {
    if (error instanceof WalletSettingsError || error instanceof SecretsKeyMissingError || error instanceof SecretUnreadableError) {
      return { code: 1, lines: [...lines, error.message] };
    }
    throw error;
  }
  lines.push(`${church.nome} (${church.codigo}, id ${church.id})`, ...(await repository.describe(church.id)));
  return { code: 0, lines };
}
