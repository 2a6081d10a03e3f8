import { open, seal, type SealedSecret, type SecretKeyring, SecretsKeyMissingError, SecretUnreadableError } from './church-secrets';

/** A stored secret of one church and provider, as a module's table holds it. */
export interface SealedRow {
  igrejaId: number;
  provider: string;
  secret: SealedSecret;
  /** The context it was sealed under (churchSecretContext). */
  context: string;
}

/** What a re-encryption did: rows sealed again under the current key, rows already under it, rows it could not open. */
export interface ResealReport {
  rewritten: number;
  current: number;
  unreadable: { igrejaId: number; provider: string; keyId: string; reason: string }[];
}

/**
 * Seals each row's secret again under the keyring's current key, with a new nonce, after a key rotation
 * (put the new key first in PAYMENT_SECRETS_KEYS, re-encrypt, then drop the old one). `write` stores a
 * row's new sealing only if the row still holds what was read (compare-and-set), and says how many rows
 * it changed: a row changed meanwhile is left for the next run. Rows it cannot open (their key is not
 * configured, or they were altered or moved) are reported and left as they are.
 */
export async function resealRows<Row extends SealedRow>(
  keyring: SecretKeyring | null,
  rows: readonly Row[],
  write: (row: Row, sealed: SealedSecret) => Promise<number>,
): Promise<ResealReport> {
  if (!keyring) throw new SecretsKeyMissingError();
  const report: ResealReport = { rewritten: 0, current: 0, unreadable: [] };
  for (const row of rows) {
    let plaintext: string;
    try {
      plaintext = open(keyring, row.secret, row.context);
    } catch (error) {
      if (!(error instanceof SecretUnreadableError)) throw error;
      report.unreadable.push({ igrejaId: row.igrejaId, provider: row.provider, keyId: row.secret.keyId, reason: error.message });
      continue;
    }
    if (row.secret.keyId === keyring.currentId) {
      report.current += 1;
      continue;
    }
    report.rewritten += await write(row, seal(keyring, plaintext, row.context));
  }
  return report;
}
