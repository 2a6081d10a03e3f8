import { gt, lt } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { sessaoRevogada } from './identity-tables';

export const REVOCATION_CHANNEL = 'sessao_revogada';
const POLL_MS = 5_000;
/** The feed is read back this far at each poll, so that a row committed out of order is not missed. */
const POLL_OVERLAP_MS = 10_000;
const FEED_KEPT_MS = 24 * 3600_000;

/**
 * The sessions revoked while their access tokens may still be alive, in memory, so that checking a
 * token costs no database round trip. Fed by the `sessao_revogada` table (a trigger writes it when a
 * session is revoked): read at start, heard through LISTEN/NOTIFY from every replica at once, and read
 * again every few seconds in case a notification was lost. A session is forgotten once every access
 * token it could have issued has expired.
 */
export class SessionRevocations {
  private readonly revoked = new Map<string, number>();
  private lastPoll = 0;
  private lastPrune = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly accessTokenTtlSeconds: number,
  ) {}

  isRevoked(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  /** This process revoked a session: refuse its tokens here before the feed says so. */
  add(sessionId: string, at = Date.now()): void {
    this.revoked.set(sessionId, at);
  }

  /** Starts hearing and reading the feed. A database not migrated yet is read once it is. */
  async start(onError: (error: unknown) => void = () => undefined): Promise<void> {
    this.stopListening = await this.database.listen(REVOCATION_CHANNEL, (sessionId) => this.add(sessionId));
    await this.poll().catch(onError);
    this.timer = setInterval(() => void this.poll().catch(onError), POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** Reads the revocations since the last poll (all that still matter, the first time) and forgets old ones. */
  async poll(): Promise<void> {
    const now = Date.now();
    const relevantMs = (this.accessTokenTtlSeconds + 60) * 1000;
    const since = new Date(this.lastPoll === 0 ? now - relevantMs : this.lastPoll - POLL_OVERLAP_MS);
    const rows = await this.database.db
      .select({ sessaoId: sessaoRevogada.sessaoId, revogadaEm: sessaoRevogada.revogadaEm })
      .from(sessaoRevogada)
      .where(gt(sessaoRevogada.revogadaEm, since));
    for (const row of rows) this.add(row.sessaoId, row.revogadaEm.getTime());
    for (const [sessionId, at] of this.revoked) if (at < now - relevantMs) this.revoked.delete(sessionId);
    if (now - this.lastPrune > 3600_000) {
      this.lastPrune = now;
      await this.database.db.delete(sessaoRevogada).where(lt(sessaoRevogada.revogadaEm, new Date(now - FEED_KEPT_MS)));
    }
    this.lastPoll = now;
  }
}
