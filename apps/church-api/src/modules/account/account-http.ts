import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { devMailboxRoutes } from './mail/dev-mailbox';
import { LogTransport } from './mail/log-transport';
import type { MailOutbox } from './mail/outbox';
import { startOutboxWorker } from './mail/outbox';
import type { MailTransport } from './mail/mail-transport';

export interface AccountHttpOptions {
  outbox: MailOutbox;
  /** Delivers the outbox when set (SMTP_URL); otherwise messages stay in it. */
  transport: MailTransport | null;
  mailboxEnabled: boolean;
  /** Local picture storage folder, served at /uploads/ (null when pictures live elsewhere). */
  uploadsDir: string | null;
}

/**
 * The account module's HTTP pieces outside the contract: the pictures under /uploads/, the development
 * mailbox and the outbox worker. (Uploads are read by the multipart-uploads plugin; see account-uploads.ts.)
 */
export const accountHttp = fp(
  async (app: FastifyInstance, options: AccountHttpOptions) => {
    if (options.uploadsDir) {
      mkdirSync(options.uploadsDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: options.uploadsDir,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        maxAge: '1h',
      });
    }

    await app.register(devMailboxRoutes, { outbox: options.outbox, enabled: options.mailboxEnabled });

    // Without SMTP the mailbox shows the outbox; without either, mail goes to the log (links redacted).
    const transport = options.transport ?? (options.mailboxEnabled ? null : new LogTransport(app.log));
    if (transport) {
      const worker = startOutboxWorker(options.outbox, transport, {
        onError: (error) => app.log.error({ err: error }, 'outbox delivery failed'),
      });
      app.addHook('onClose', async () => worker.stop());
    }
  },
  { name: 'account-http' },
);
