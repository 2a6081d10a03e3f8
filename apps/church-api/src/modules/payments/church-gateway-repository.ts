import { and, eq, inArray, like, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type ResealReport, resealRows } from '@church/api-platform/secrets/reseal-rows';
import { churchSecretContext, open, type SealedSecret, seal, type SecretKeyring, SecretsKeyMissingError, SecretUnreadableError } from '@church/api-platform/secrets/church-secrets';
import { type ConfigurableMethod, CONFIGURABLE_METHODS, PROVIDERS, type ProviderSpec } from './gateway-providers';
import { igrejaMetodoProvedor, igrejaProvedorPagamento, sandboxCartao, usuarioCartaoGatewayPagamento } from './schema';

/** What a gateway's sealed credentials are bound to: the church and provider of their row. */
const gatewaySecretContext = (igrejaId: number, provider: string) => churchSecretContext('payment-gateway', igrejaId, provider);

/** One provider account of a church, as stored: its public key as is, its credentials still sealed. */
export interface StoredProvider {
  provider: string;
  publicKey: string | null;
  secret: SealedSecret;
  updatedAt: Date;
}

/** A church's gateway configuration as stored: its provider accounts and which takes each method (the others: the sandbox). */
export interface ChurchGatewayRows {
  providers: StoredProvider[];
  methods: ReadonlyMap<ConfigurableMethod, string>;
}

/** What configuring a provider at a church is given; credentials left out keep their stored values. */
export interface ProviderSettingsInput {
  provider: string;
  /** Exactly the methods it takes from now on; left out, the ones it takes now (a first configuration must name them). */
  methods?: readonly ConfigurableMethod[];
  /** Its secret credentials by field (Stripe: secretKey, webhookSecret). */
  secrets: Readonly<Record<string, string>>;
  publicKey?: string;
}

/** A configuration refused for what it says (an unknown provider or method, a malformed or missing key). */
export class GatewaySettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewaySettingsError';
  }
}

/** What a re-encryption did: rows sealed again under the current key, rows already under it, rows it could not open. */
export type ReencryptReport = ResealReport;

const rowOf = (row: typeof igrejaProvedorPagamento.$inferSelect): StoredProvider => ({
  provider: row.provedor,
  publicKey: row.chavePublica,
  secret: { keyId: row.chaveCifra, sealed: row.credenciais },
  updatedAt: row.dataAtualizacao,
});

/**
 * The churches' own gateway configuration (schema.ts: igreja_provedor_pagamento and
 * igreja_metodo_provedor), every read and write by church id. Secrets are sealed before they are
 * written and opened only by `credentials`; nothing here logs them.
 */
export class ChurchGatewayRepository {
  constructor(
    private readonly db: Database,
    private readonly keyring: SecretKeyring | null,
  ) {}

  async read(igrejaId: number): Promise<ChurchGatewayRows> {
    const [providers, methods] = await Promise.all([
      this.db.select().from(igrejaProvedorPagamento).where(eq(igrejaProvedorPagamento.igrejaId, igrejaId)).orderBy(igrejaProvedorPagamento.provedor),
      this.db.select().from(igrejaMetodoProvedor).where(eq(igrejaMetodoProvedor.igrejaId, igrejaId)),
    ]);
    return { providers: providers.map(rowOf), methods: new Map(methods.map((row) => [row.metodo as ConfigurableMethod, row.provedor])) };
  }

  /** A stored provider's credentials, opened (throws SecretUnreadableError, or SecretsKeyMissingError without a keyring). */
  credentials(igrejaId: number, stored: StoredProvider): Record<string, string> {
    const parsed: unknown = JSON.parse(open(this.keyring, stored.secret, gatewaySecretContext(igrejaId, stored.provider)));
    if (!parsed || typeof parsed !== 'object') throw new SecretUnreadableError('The sealed credentials are not an object.');
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }

  /**
   * Stores a provider's account at the church, its credentials sealed under the current key (refused
   * without one), and gives it exactly `methods`. Checked first: a known provider, methods it takes,
   * every credential present and well formed, keys of one mode (test or live). When it takes the
   * church's cards, the cards the sandbox tokenised there are forgotten: the sandbox would approve them.
   */
  async configure(igrejaId: number, input: ProviderSettingsInput): Promise<void> {
    if (!this.keyring) throw new SecretsKeyMissingError();
    const spec = providerSpec(input.provider);
    const stored = (await this.read(igrejaId)).providers.find((row) => row.provider === spec.name);
    // Credentials left out keep their stored values (opening them needs their key); all given, the stored ones are not read.
    const complete = spec.secrets.every(({ field }) => input.secrets[field]);
    const secrets = { ...(stored && !complete ? this.credentials(igrejaId, stored) : {}), ...input.secrets };
    const publicKey = input.publicKey ?? stored?.publicKey ?? null;
    checkCredentials(spec, secrets, publicKey);
    const methods = input.methods ?? (stored ? undefined : []);
    if (methods?.length === 0) throw new GatewaySettingsError(`Say which methods ${spec.title} takes at this church (${spec.methods.length > 1 ? 'some of ' : ''}${spec.methods.join(', ')}).`);
    const refused = methods?.filter((method) => !spec.methods.includes(method)) ?? [];
    if (refused.length > 0) throw new GatewaySettingsError(`${spec.title} does not take ${refused.join(', ')} here; it takes ${spec.methods.join(', ')}.`);
    const sealed = seal(this.keyring, JSON.stringify(Object.fromEntries(spec.secrets.map(({ field }) => [field, secrets[field]]))), gatewaySecretContext(igrejaId, spec.name));
    await this.db.transaction(async (tx) => {
      await tx
        .insert(igrejaProvedorPagamento)
        .values({ igrejaId, provedor: spec.name, chavePublica: publicKey, chaveCifra: sealed.keyId, credenciais: sealed.sealed })
        .onConflictDoUpdate({
          target: [igrejaProvedorPagamento.igrejaId, igrejaProvedorPagamento.provedor],
          set: { chavePublica: publicKey, chaveCifra: sealed.keyId, credenciais: sealed.sealed, dataAtualizacao: sql`now()` },
        });
      if (!methods) return;
      await tx.delete(igrejaMetodoProvedor).where(and(eq(igrejaMetodoProvedor.igrejaId, igrejaId), eq(igrejaMetodoProvedor.provedor, spec.name), notInArray(igrejaMetodoProvedor.metodo, [...methods])));
      await tx
        .insert(igrejaMetodoProvedor)
        .values(methods.map((metodo) => ({ igrejaId, metodo, provedor: spec.name })))
        .onConflictDoUpdate({ target: [igrejaMetodoProvedor.igrejaId, igrejaMetodoProvedor.metodo], set: { provedor: spec.name } });
      if (methods.includes('CARTAO_CREDITO')) await forgetChurchSandboxCards(tx, igrejaId);
    });
  }

  /**
   * Gives `methods` (all of them when left out) back to the sandbox. The providers' accounts stay
   * stored: their earlier payments can still be refunded and their webhooks still verified.
   */
  async useSandbox(igrejaId: number, methods: readonly ConfigurableMethod[] = CONFIGURABLE_METHODS): Promise<void> {
    await this.db.delete(igrejaMetodoProvedor).where(and(eq(igrejaMetodoProvedor.igrejaId, igrejaId), inArray(igrejaMetodoProvedor.metodo, [...methods])));
  }

  /** Forgets a provider's account at the church (the methods it took go back to the sandbox); false when there was none. */
  async remove(igrejaId: number, provider: string): Promise<boolean> {
    const removed = await this.db
      .delete(igrejaProvedorPagamento)
      .where(and(eq(igrejaProvedorPagamento.igrejaId, igrejaId), eq(igrejaProvedorPagamento.provedor, provider)))
      .returning({ provider: igrejaProvedorPagamento.provedor });
    return removed.length > 0;
  }

  /** Seals every church's credentials again under the current key (see resealRows). */
  async reencryptAll(): Promise<ReencryptReport> {
    const rows = await this.db.select().from(igrejaProvedorPagamento).orderBy(igrejaProvedorPagamento.igrejaId, igrejaProvedorPagamento.provedor);
    const sealedRows = rows.map((row) => ({ igrejaId: row.igrejaId, provider: row.provedor, secret: rowOf(row).secret, context: gatewaySecretContext(row.igrejaId, row.provedor) }));
    return resealRows(this.keyring, sealedRows, async (row, sealed) => {
      const changed = await this.db
        .update(igrejaProvedorPagamento)
        .set({ chaveCifra: sealed.keyId, credenciais: sealed.sealed, dataAtualizacao: sql`now()` })
        .where(and(eq(igrejaProvedorPagamento.igrejaId, row.igrejaId), eq(igrejaProvedorPagamento.provedor, row.provider), eq(igrejaProvedorPagamento.credenciais, row.secret.sealed)))
        .returning({ provider: igrejaProvedorPagamento.provedor });
      return changed.length;
    });
  }

  /** The rows whose credentials this server cannot open, with why (for the start's check; no secret in it). */
  async unreadable(): Promise<ReencryptReport['unreadable']> {
    const rows = await this.db.select().from(igrejaProvedorPagamento);
    return rows.flatMap((row) => {
      try {
        open(this.keyring, rowOf(row).secret, gatewaySecretContext(row.igrejaId, row.provedor));
        return [];
      } catch (error) {
        if (!(error instanceof SecretUnreadableError) && !(error instanceof SecretsKeyMissingError)) throw error;
        return [{ igrejaId: row.igrejaId, provider: row.provedor, keyId: row.chaveCifra, reason: error.message }];
      }
    });
  }
}

/** The provider named, or a GatewaySettingsError listing those there are. */
export function providerSpec(name: string): ProviderSpec {
  const spec = PROVIDERS[name];
  if (!spec) throw new GatewaySettingsError(`Unknown provider '${name}': the sandbox, or one of ${Object.keys(PROVIDERS).join(', ')}.`);
  return spec;
}

function checkCredentials(spec: ProviderSpec, secrets: Readonly<Record<string, string>>, publicKey: string | null): void {
  for (const credential of spec.secrets) {
    const value = secrets[credential.field];
    if (!value) throw new GatewaySettingsError(`${spec.title} needs its ${credential.description} (${credential.flag}).`);
    // The value is never repeated: it may be a real secret pasted in the wrong place.
    if (!credential.pattern.test(value)) throw new GatewaySettingsError(`${credential.flag} is not a ${spec.title} ${credential.description}.`);
  }
  if (!publicKey) throw new GatewaySettingsError(`${spec.title} needs its ${spec.publicKey.description} (${spec.publicKey.flag}): the browser's fields use it.`);
  if (!spec.publicKey.pattern.test(publicKey)) throw new GatewaySettingsError(`${spec.publicKey.flag} is not a ${spec.title} ${spec.publicKey.description}.`);
  if (spec.modeOf(secrets, publicKey) === 'mixed') throw new GatewaySettingsError(`${spec.title}'s keys must all be test keys or all live keys.`);
}

/**
 * Forgets the cards the sandbox tokenised at a church (its `tok_…` tokens) and the members' cards saved
 * with them there: once a real provider takes the church's cards, the sandbox would approve them with
 * nobody charged.
 */
export async function forgetChurchSandboxCards(db: Database, igrejaId: number): Promise<void> {
  await db.delete(usuarioCartaoGatewayPagamento).where(and(eq(usuarioCartaoGatewayPagamento.igrejaId, igrejaId), like(usuarioCartaoGatewayPagamento.token, 'tok\\_%')));
  await db.delete(sandboxCartao).where(eq(sandboxCartao.igrejaId, igrejaId));
}
