import type { FastifyBaseLogger } from 'fastify';
import { redactLinks } from './links';
import type { MailTransport, OutgoingMail } from './mail-transport';

/**
 * Where mail goes with neither SMTP nor the development mailbox: the server's log, links redacted,
 * so that an operator sees that mail would have been sent and a reader of the log cannot use it.
 */
export class LogTransport implements MailTransport {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(mail: OutgoingMail): Promise<void> {
    this.log.info({ mail: { to: mail.to, subject: mail.subject, text: redactLinks(mail.text) } }, 'e-mail not sent (no SMTP_URL): logged instead');
  }

  close(): void {
    // Nothing to release: the log belongs to the server.
  }
}
