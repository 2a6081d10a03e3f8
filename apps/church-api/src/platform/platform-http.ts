import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { devMailboxRoutes } from './mail/dev-mailbox';
import { LogTransport } from './mail/log-transport';
import { SmtpTransport } from './mail/mail-transport';
import { startOutboxWorker } from './mail/outbox';
import type { PlatformServices } from './platform-services';

export interface PlatformHttpOptions {
  platform: PlatformServices;
}

/**
 * The platform's HTTP pieces outside the contract: the pictures under /uploads/ (local storage only),
 * the development mailbox and the outbox worker, which delivers through SMTP when SMTP_URL is set.
 * (Uploads are read by the multipart-uploads plugin.)
 */
export const platformHttp = fp(
  async (app: FastifyInstance, { platform }: PlatformHttpOptions) => {
    const { settings } = platform;
    const outbox = platform.outbox();
    if (!settings.s3) {
      mkdirSync(settings.uploadsDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: settings.uploadsDir,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        maxAge: '1h',
      });
    }

    await app.register(devMailboxRoutes, { outbox, enabled: settings.mailboxEnabled });

    // Without SMTP the mailbox shows the outbox; without either, mail goes to the log (links redacted).
    const transport = settings.smtpUrl ? new SmtpTransport(settings.smtpUrl) : settings.mailboxEnabled ? null : new LogTransport(app.log);
    if (transport) {
      const worker = startOutboxWorker(outbox, transport, {
        onError: (error) => app.log.error({ err: error }, 'outbox delivery failed'),
        runs: platform.metrics.jobRuns('outbox-delivery'),
      });
      app.addHook('onClose', async () => worker.stop());
    }
  },
  { name: 'platform-http' },
);
