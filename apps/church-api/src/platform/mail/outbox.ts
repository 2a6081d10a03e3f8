import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { JobRunRecorder } from '../jobs/job-runs';
import { rowsOf } from '../db/rows';
import { emailSaida } from './mail-tables';
import type { MailTransport } from './mail-transport';

export interface NewMail {
  igrejaId: number | null;
  /** The display name of the sender (the church's name). */
  fromName: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  createdAt: string;
}

/** After this many failed attempts a message is marked FALHA and left alone. */
export const MAX_ATTEMPTS = 8;
/** A claimed message is invisible to other workers for this long. */
const LEASE_SECONDS = 300;

/** Seconds before the next attempt after `attempts` failures: 30 s, 1 min, 2 min … capped at 1 h. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The mail outbox: every message is written to `email_saida` first; `deliverDue` claims due messages
 * with FOR UPDATE SKIP LOCKED (so several replicas never send one twice), sends them and records the
 * outcome, retrying failures with exponential backoff.
 */
export class MailOutbox {
  constructor(
    private readonly db: Database,
    private readonly fromAddress: string,
  ) {}

  async enqueue(mail: NewMail): Promise<number> {
    const [row] = await this.db
      .insert(emailSaida)
      .values({
        igrejaId: mail.igrejaId,
        remetenteNome: mail.fromName,
        destinatario: mail.to.toLowerCase(),
        assunto: mail.subject,
        texto: mail.text,
        html: mail.html,
      })
      .returning({ id: emailSaida.id });
    if (!row) throw new Error('The e-mail could not be queued');
    return row.id;
  }

  /** Claims up to `batch` due messages and delivers them; returns how many were sent. */
  async deliverDue(transport: MailTransport, batch = 20): Promise<number> {
    const claimed = rowsOf<{ id: number; remetente_nome: string; destinatario: string; assunto: string; texto: string; html: string; tentativas: number }>(
      await this.db.execute(sql`
        update email_saida set tentativas = tentativas + 1, proxima_tentativa = now() + make_interval(secs => ${LEASE_SECONDS})
        where id in (
          select id from email_saida where status = 'PENDENTE' and proxima_tentativa <= now()
          order by id limit ${batch} for update skip locked)
        returning id, remetente_nome, destinatario, assunto, texto, html, tentativas`),
    );
    let sent = 0;
    for (const mail of claimed) {
      try {
        await transport.send({
          from: `"${mail.remetente_nome.replaceAll('"', "'")}" <${this.fromAddress}>`,
          to: mail.destinatario,
          subject: mail.assunto,
          text: mail.texto,
          html: mail.html,
        });
        await this.db.update(emailSaida).set({ status: 'ENVIADO', enviadoEm: new Date(), ultimoErro: null }).where(eq(emailSaida.id, mail.id));
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = mail.tentativas >= MAX_ATTEMPTS;
        await this.db
          .update(emailSaida)
          .set({
            status: failed ? 'FALHA' : 'PENDENTE',
            ultimoErro: message.slice(0, 500),
            proximaTentativa: sql`now() + make_interval(secs => ${backoffSeconds(mail.tentativas)})`,
          })
          .where(eq(emailSaida.id, mail.id));
      }
    }
    return sent;
  }

  /** The newest messages, optionally only those to one address (the development mailbox). */
  async list(options: { to?: string; limit?: number } = {}): Promise<StoredMail[]> {
    const rows = await this.db
      .select()
      .from(emailSaida)
      .where(options.to ? and(eq(emailSaida.destinatario, options.to.toLowerCase())) : undefined)
      .orderBy(desc(emailSaida.id))
      .limit(options.limit ?? 100);
    return rows.map((row) => ({
      id: row.id,
      to: row.destinatario,
      subject: row.assunto,
      text: row.texto,
      html: row.html,
      status: row.status,
      createdAt: row.dataCadastro.toISOString(),
    }));
  }
}

/** Runs `deliverDue` every few seconds until stopped (each run told to `runs`, when given). */
export function startOutboxWorker(outbox: MailOutbox, transport: MailTransport, options: { intervalMs?: number; onError?: (error: unknown) => void; runs?: JobRunRecorder } = {}) {
  let running = false;
  const deliver = () => outbox.deliverDue(transport);
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    (options.runs ? options.runs.run(deliver) : deliver())
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 5000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      transport.close();
    },
  };
}
