import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE } from '../http/problem';
import { linksOf, replaceLinks } from './links';
import type { MailOutbox, StoredMail } from './outbox';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Whether the TCP peer is this machine. The socket's own address: a forwarded header never counts. */
export function isLoopbackPeer(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

function mailboxPage(messages: StoredMail[]): string {
  const items = messages
    .map((mail) => {
      const body = replaceLinks(escapeHtml(mail.text), (url) => `<a href="${url}">${url}</a>`);
      return `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.createdAt)} · ${escapeHtml(mail.status)}</p>
<pre>${body}</pre></article>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;font-family:inherit}.meta{color:#555}</style>
</head><body><h1>Development mailbox</h1><p>The e-mails the server has written to its outbox, newest first. Only this machine can see this page.</p>
${items || '<p>No e-mails yet.</p>'}</body></html>`;
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).type(PROBLEM_CONTENT_TYPE).send({ type: 'about:blank', title: 'Not Found', status: 404, detail: `No route GET ${request.url.split('?')[0]}.` });
}

/**
 * The development mailbox: the outbox's messages with their links, for the demo without SMTP.
 * `enabled` is already false unless it was asked for, without SMTP and under a local APP_DOMAIN
 * (account-settings.ts); each request must also come from this machine. Otherwise: 404.
 */
export async function devMailboxRoutes(app: FastifyInstance, options: { outbox: MailOutbox; enabled: boolean }) {
  const allowed = (request: FastifyRequest) => options.enabled && isLoopbackPeer(request);

  app.get('/dev/mailbox', async (request, reply) => {
    if (!allowed(request)) return notFound(request, reply);
    const messages = await options.outbox.list({ limit: 200 });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mailboxPage(messages));
  });

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox.json', async (request, reply) => {
    if (!allowed(request)) return notFound(request, reply);
    const to = typeof request.query.to === 'string' ? request.query.to : undefined;
    const messages = await options.outbox.list({ to, limit: 200 });
    return reply.header('cache-control', 'no-store').send({ messages: messages.map((mail) => ({ ...mail, links: linksOf(mail.text) })) });
  });
}
