import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailOutbox, StoredMail } from './mail/outbox';
import { startOutboxWorker } from './mail/outbox';
import type { MailTransport } from './mail/mail-transport';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface AccountHttpOptions {
  outbox: MailOutbox;
  /** Delivers the outbox when set (SMTP_URL); otherwise messages stay in it. */
  transport: MailTransport | null;
  mailboxEnabled: boolean;
  /** Local picture storage folder, served at /uploads/ (null when pictures live elsewhere). */
  uploadsDir: string | null;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

export function linksOf(text: string): string[] {
  return [...text.matchAll(URL_PATTERN)].map((match) => match[0]);
}

function mailboxPage(messages: StoredMail[]): string {
  const items = messages
    .map((mail) => {
      const body = escapeHtml(mail.text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
      return `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.createdAt)} · ${escapeHtml(mail.status)}</p>
<pre>${body}</pre></article>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;font-family:inherit}.meta{color:#555}</style>
</head><body><h1>Development mailbox</h1><p>The e-mails the server has written to its outbox, newest first. This page does not exist in production.</p>
${items || '<p>No e-mails yet.</p>'}</body></html>`;
}

/**
 * The account module's HTTP pieces outside the contract: multipart uploads (read before validation,
 * at most 5 MB), the pictures under /uploads/, the development mailbox and the outbox worker.
 */
export const accountHttp = fp(
  async (app: FastifyInstance, options: AccountHttpOptions) => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 },
      async onFile(part) {
        const data = await part.toBuffer();
        this.uploadedFiles = [...(this.uploadedFiles ?? []), { field: part.fieldname, data }];
        // The contract types the part as a (binary) string: validate the file's name in its place.
        (part as unknown as { value: string }).value = part.filename || 'upload';
      },
    });

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

    if (options.mailboxEnabled) {
      app.get('/dev/mailbox', async (_request, reply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mailboxPage(await options.outbox.list({ limit: 200 }))),
      );
      app.get<{ Querystring: { to?: string } }>('/dev/mailbox.json', async (request, reply) => {
        const messages = await options.outbox.list({ to: request.query.to, limit: 200 });
        return reply.header('cache-control', 'no-store').send({ messages: messages.map((mail) => ({ ...mail, links: linksOf(mail.text) })) });
      });
    }

    if (options.transport) {
      const worker = startOutboxWorker(options.outbox, options.transport, {
        onError: (error) => app.log.error({ err: error }, 'outbox delivery failed'),
      });
      app.addHook('onClose', async () => worker.stop());
    }
  },
  { name: 'account-http' },
);
