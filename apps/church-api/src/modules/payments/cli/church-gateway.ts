// npm run church:gateway -- --church <code> …: sets, shows and re-encrypts a church's own payment gateway without SQL.
// Runs against the database the server uses: DATABASE_URL, or the embedded PGlite under PGLITE_DIR (.data/pglite).
import { flagValue, moduleMigrationSet, onServerDatabase, parseCommandArgs, runCommand, UsageError } from '@church/api-platform/cli/server-database-command';
import { loadConfig } from '@church/api-platform/config';
import type { DatabaseHandle } from '@church/api-platform/db/database';
import { churchSiteOrigin } from '@church/api-platform/tenancy/church-site-origin';
import { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { ChurchGatewayRepository, GatewaySettingsError, providerSpec } from '../church-gateway-repository';
import { CONFIGURABLE_METHODS, type ConfigurableMethod, masked, METHOD_NAMES, methodName, PROVIDERS } from '../gateway-providers';
import { keyringFrom, newKeyringEntry, SecretsKeyMissingError, SecretUnreadableError } from '@church/api-platform/secrets/church-secrets';
import { mercadoPagoWebhookPath } from '../mercadopago/mercadopago-webhook-route';
import { stripeWebhookPath } from '../stripe/stripe-webhook-route';

const USAGE = `Sets a church's own payment gateway (its provider, the methods it takes, its keys), shows it, or re-encrypts every church's keys.

  npm run church:gateway -- --church grace --provider stripe --methods card,pix \\
      --secret-key sk_live_… --publishable-key pk_live_… --webhook-secret whsec_…
  npm run church:gateway -- --church grace --provider mercadopago --methods pix,boleto \\
      --access-token APP_USR-… --public-key APP_USR-… --webhook-secret @/run/secrets/grace-mp-signature
  npm run church:gateway -- --church grace --provider sandbox [--methods card]   back to the sandbox (all methods unless named)
  npm run church:gateway -- --church grace --provider stripe --remove             forget the church's Stripe keys
  npm run church:gateway -- --church grace --show                                 the configuration, secrets masked
  npm run church:gateway -- --reencrypt                                           every church's keys under the first PAYMENT_SECRETS_KEYS key
  npm run church:gateway -- --new-key [--key-id k2027]                            a new key for PAYMENT_SECRETS_KEYS

Methods: ${Object.keys(METHOD_NAMES).join(', ')} (or their codes, as CARTAO_CREDITO). A provider's --methods are exactly the
methods it takes from then on; left out when only keys change, they stay. Keys left out keep their stored values.
A value @path is read from that file (keeps secrets out of the shell's history).
Secrets are stored sealed with AES-256-GCM under PAYMENT_SECRETS_KEYS; without it, configuring is refused.
With the embedded database, stop the server first: PGlite is opened by one process at a time (--force opens it anyway,
for a folder a killed server left marked as open).`;

const options = {
  church: { type: 'string' },
  provider: { type: 'string' },
  methods: { type: 'string' },
  'secret-key': { type: 'string' },
  'publishable-key': { type: 'string' },
  'webhook-secret': { type: 'string' },
  'access-token': { type: 'string' },
  'public-key': { type: 'string' },
  show: { type: 'boolean' },
  remove: { type: 'boolean' },
  reencrypt: { type: 'boolean' },
  'new-key': { type: 'boolean' },
  'key-id': { type: 'string' },
  force: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

function methodsOf(text: string | undefined): ConfigurableMethod[] | undefined {
  if (text === undefined) return undefined;
  const names = text.split(',').map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) throw new UsageError('--methods names no method.');
  const methods = names.map((name) => {
    const method = METHOD_NAMES[name.toLowerCase()] ?? CONFIGURABLE_METHODS.find((code) => code === name.toUpperCase());
    if (!method) throw new UsageError(`Unknown method '${name}': one of ${Object.keys(METHOD_NAMES).join(', ')}.`);
    return method;
  });
  return [...new Set(methods)];
}

async function show(database: DatabaseHandle, repository: ChurchGatewayRepository, church: { id: number; codigo: string; nome: string }): Promise<string[]> {
  const config = loadConfig(process.env);
  const rows = await repository.read(church.id);
  const customHostnames = await new ChurchRepository(database.db).customHostnames(church.id);
  const origin = churchSiteOrigin({ codigo: church.codigo, customHostnames }, config.appDomain, config.publicOrigin, '');
  const lines = [`${church.nome} (${church.codigo}, id ${church.id})`];
  for (const method of CONFIGURABLE_METHODS) lines.push(`  ${`${methodName(method)} (${method})`.padEnd(30)} ${rows.methods.get(method) ?? 'sandbox'}`);
  lines.push('  cash (DINHEIRO), free (GRATUITO)   sandbox (the church confirms cash)');
  if (rows.providers.length === 0) lines.push('  No provider account: the sandbox takes every method (unless this is the STRIPE_CHURCH of the environment\'s Stripe keys).');
  for (const stored of rows.providers) {
    const spec = PROVIDERS[stored.provider];
    lines.push(`  ${spec?.title ?? stored.provider}: sealed with key '${stored.secret.keyId}', updated ${stored.updatedAt.toISOString()}`);
    if (stored.publicKey) lines.push(`    ${spec?.publicKey.description ?? 'public key'}: ${stored.publicKey}`);
    try {
      const secrets = repository.credentials(church.id, stored);
      for (const credential of spec?.secrets ?? []) lines.push(`    ${credential.description}: ${secrets[credential.field] ? masked(secrets[credential.field] ?? '') : '(missing)'}`);
    } catch (error) {
      if (!(error instanceof SecretUnreadableError) && !(error instanceof SecretsKeyMissingError)) throw error;
      lines.push(`    secrets: cannot be opened here (${error.message.split(':')[0]})`);
    }
    if (stored.provider === 'stripe') lines.push(`    webhook endpoint: ${origin}${stripeWebhookPath(church.codigo)}`);
    if (stored.provider === 'mercadopago') lines.push(`    Webhooks notifications URL (topic: Payments): ${origin}${mercadoPagoWebhookPath(church.codigo)}`);
  }
  return lines;
}

async function main(argv: string[]): Promise<number> {
  const values = parseCommandArgs(argv, options, USAGE);
  if (!values) return 0;
  if (values['new-key']) {
    const id = values['key-id'] ?? `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
    console.log(`A new key (keep it secret; put it first in PAYMENT_SECRETS_KEYS, then run --reencrypt):\nPAYMENT_SECRETS_KEYS=${newKeyringEntry(id)}`);
    return 0;
  }
  const keyring = keyringFrom(process.env);
  const actions = [values.show, values.reencrypt, values.provider !== undefined].filter(Boolean).length;
  if (actions !== 1) throw new UsageError('Say one thing to do: --provider …, --show or --reencrypt.');
  return onServerDatabase({ migrationSet: moduleMigrationSet('payments', import.meta.url), force: values.force ?? false, tables: 'payment gateway tables' }, async (database) => {
    const repository = new ChurchGatewayRepository(database.db, keyring);
    if (values.reencrypt) {
      const report = await repository.reencryptAll();
      console.log(`Re-encrypted under '${keyring?.currentId}': ${report.rewritten} rewritten, ${report.current} already under it.`);
      for (const row of report.unreadable) console.error(`  church ${row.igrejaId}, ${row.provider} (key '${row.keyId}'): not readable, left as it is: ${row.reason}`);
      return report.unreadable.length > 0 ? 1 : 0;
    }
    if (!values.church) throw new UsageError('Name the church: --church <code>.');
    const church = await new ChurchRepository(database.db).findSummary('code', values.church);
    if (!church) {
      console.error(`No church has the code '${values.church}'.`);
      return 1;
    }
    if (!values.show) {
      const methods = methodsOf(values.methods);
      const provider = values.provider ?? '';
      if (provider === 'sandbox') {
        await repository.useSandbox(church.id, methods);
        console.log(`${methods ? methods.map(methodName).join(', ') : 'Every method'} now paid through the sandbox at ${church.codigo}.`);
      } else if (values.remove) {
        const spec = providerSpec(provider);
        console.log((await repository.remove(church.id, spec.name)) ? `${spec.title}'s keys forgotten at ${church.codigo}; its methods go to the sandbox.` : `${church.codigo} had no ${spec.title} account.`);
      } else {
        const spec = providerSpec(provider);
        const flag = (name: string) => flagValue(values[name.slice(2) as keyof typeof values] as string | undefined);
        const secrets: Record<string, string> = {};
        for (const credential of spec.secrets) {
          const value = flag(credential.flag);
          if (value) secrets[credential.field] = value;
        }
        const publicKey = flag(spec.publicKey.flag);
        await repository.configure(church.id, { provider: spec.name, ...(methods ? { methods } : {}), secrets, ...(publicKey ? { publicKey } : {}) });
        console.log(`${spec.title} configured at ${church.codigo}.`);
      }
    }
    console.log((await show(database, repository, church)).join('\n'));
    return 0;
  });
}

runCommand(() => main(process.argv.slice(2)), USAGE, [GatewaySettingsError, SecretsKeyMissingError, SecretUnreadableError]);
