// npm run church:wallet -- --church <code> …: sets, shows and removes a church's wallet passes for its member card without SQL.
// Runs against the database the server uses: DATABASE_URL, or the embedded PGlite under PGLITE_DIR (.data/pglite).
import { flagValue, moduleMigrationSet, onServerDatabase, parseCommandArgs, runCommand, UsageError } from '@church/api-platform/cli/server-database-command';
import { keyringFrom, SecretsKeyMissingError } from '@church/api-platform/secrets/church-secrets';
import { churchWallet, WalletConfigRepository, type AppleWalletInput, type GoogleWalletInput, type WalletProvider } from '../wallet-config';

const USAGE = `Sets a church's wallet passes for its member card (an Apple Wallet pass, a Google Wallet save link), shows them, or removes one.
A church without either still has its card; members see a wallet button only for what the church configured.

  npm run church:wallet -- --church grace --pass-type pass.org.grace.member-card --team ABCDE12345 \\
      --apple-cert @pass.pem --apple-key @pass-key.pem --apple-wwdr @AppleWWDRCAG4.pem
  npm run church:wallet -- --church grace --issuer 3388000000012345678 --class member-card \\
      --google-account wallet@grace-project.iam.gserviceaccount.com --google-key @service-account-key.pem
  npm run church:wallet -- --church grace --show                  the configuration, private keys never shown
  npm run church:wallet -- --church grace --remove apple|google   forget one
  npm run church:wallet -- --reencrypt                            every church's wallet keys under the first PAYMENT_SECRETS_KEYS key

Apple: the pass type certificate and its private key (PEM, unencrypted) from the Apple Developer account, and Apple's
WWDR intermediate certificate (PEM). Google: the issuer id of the Google Wallet console, the pass class suffix (the class
<issuer>.<suffix> made there), and the service account's email and private key (PEM, the JSON key's private_key).
A value @path is read from that file (keeps keys out of the shell's history). Fields left out keep their stored values.
Private keys are stored sealed with AES-256-GCM under PAYMENT_SECRETS_KEYS (as the payment gateways' keys); without it,
configuring is refused. After a key rotation, run --reencrypt here and in church:gateway before dropping the old key.
With the embedded database, stop the server first (--force opens it anyway).`;

const options = {
  church: { type: 'string' },
  'pass-type': { type: 'string' },
  team: { type: 'string' },
  'apple-cert': { type: 'string' },
  'apple-key': { type: 'string' },
  'apple-wwdr': { type: 'string' },
  issuer: { type: 'string' },
  class: { type: 'string' },
  'google-account': { type: 'string' },
  'google-key': { type: 'string' },
  show: { type: 'boolean' },
  reencrypt: { type: 'boolean' },
  remove: { type: 'string' },
  force: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

function defined<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}

async function main(argv: string[]): Promise<number> {
  const values = parseCommandArgs(argv, options, USAGE);
  if (!values) return 0;
  const keyring = keyringFrom(process.env);
  if (values.reencrypt) {
    if (values.church || values.show || values.remove) throw new UsageError('--reencrypt covers every church: give it alone.');
    return onServerDatabase({ migrationSet: moduleMigrationSet('member-card', import.meta.url), force: values.force ?? false, tables: 'wallet table' }, async (database) => {
      const report = await new WalletConfigRepository(database.db, keyring).reencryptAll();
      console.log(`Re-encrypted under '${keyring?.currentId}': ${report.rewritten} rewritten, ${report.current} already under it.`);
      for (const row of report.unreadable) console.error(`  church ${row.igrejaId}, ${row.provider} (key '${row.keyId}'): not readable, left as it is: ${row.reason}`);
      return report.unreadable.length > 0 ? 1 : 0;
    });
  }
  if (!values.church) throw new UsageError('Name the church: --church <code>.');
  if (values.remove !== undefined && values.remove !== 'apple' && values.remove !== 'google') throw new UsageError('--remove takes apple or google.');
  const apple = defined<AppleWalletInput>({
    passTypeIdentifier: values['pass-type'],
    teamIdentifier: values.team,
    signerCert: flagValue(values['apple-cert']),
    signerKey: flagValue(values['apple-key']),
    wwdr: flagValue(values['apple-wwdr']),
  });
  const google = defined<GoogleWalletInput>({
    issuerId: values.issuer,
    classSuffix: values.class,
    serviceAccountEmail: values['google-account'],
    privateKey: flagValue(values['google-key']),
  });
  if (!values.show && !apple && !google && !values.remove) throw new UsageError('Say what to do: Apple or Google flags, --remove apple|google, or --show.');
  return onServerDatabase({ migrationSet: moduleMigrationSet('member-card', import.meta.url), force: values.force ?? false, tables: 'wallet table' }, async (database) => {
    const answer = await churchWallet(database.db, keyring, {
      church: values.church ?? '',
      ...(apple ? { apple } : {}),
      ...(google ? { google } : {}),
      ...(values.remove ? { remove: values.remove as WalletProvider } : {}),
    });
    for (const line of answer.lines) (answer.code === 0 ? console.log : console.error)(line);
    return answer.code;
  });
}

runCommand(() => main(process.argv.slice(2)), USAGE, [SecretsKeyMissingError]);
