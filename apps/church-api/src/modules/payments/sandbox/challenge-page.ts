import type { FastifyInstance } from 'fastify';
import type { PaymentRepository } from '../payment-repository';

/** What the challenge page tells the window that framed it once the buyer has answered (§4). */
export const CHALLENGE_COMPLETE_MESSAGE = '3DS-authentication-complete';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The sandbox issuer's script: answers the challenge, then posts the completion to the top window. */
const CHALLENGE_SCRIPT = `(() => {
  const form = document.getElementById('challenge');
  const status = document.getElementById('status');
  const codigo = form.dataset.codigo;
  const token = new URLSearchParams(location.search).get('token') || '';
  for (const button of form.querySelectorAll('button')) {
    button.addEventListener('click', async () => {
      for (const b of form.querySelectorAll('button')) b.disabled = true;
      status.textContent = '…';
      const response = await fetch('/api/v1/pagamento/sandbox/' + encodeURIComponent(codigo) + '/desafio', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, aprovar: button.value === 'approve' }),
      });
      const result = response.ok ? await response.json() : { status: 'nao_aprovado' };
      status.textContent = result.status;
      window.top.postMessage({ type: '${CHALLENGE_COMPLETE_MESSAGE}', codigo, status: result.status }, location.origin);
    });
  }
})();
`;

/**
 * The sandbox issuer's 3DS challenge (outside the API contract: a page for a frame): the amount and
 * two buttons, as a real test-mode challenge shows. Served on the church's own host so the checkout
 * can frame it; its script is a file, as the CSP wants.
 */
export async function sandboxChallengeRoutes(app: FastifyInstance, options: { payments: PaymentRepository }) {
  app.get('/sandbox/3ds/challenge.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHALLENGE_SCRIPT),
  );

  app.get<{ Params: { codigo: string } }>('/sandbox/3ds/:codigo', async (request, reply) => {
    const payment = /^[A-Z0-9]{6,40}$/.test(request.params.codigo) ? await options.payments.findByCode(request.params.codigo) : undefined;
    if (!payment?.desafioTokenHash) return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>Not found</title><p>No open challenge.</p>');
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: payment.moeda }).format(payment.total / 100);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox bank: confirm this payment</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:24px;color:#1b1b1b;background:#f6f7f9}main{max-width:360px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}button{font:inherit;padding:10px 16px;margin:8px 8px 0 0;border-radius:8px;border:1px solid #1f4e9e;cursor:pointer}button[value=approve]{background:#1f4e9e;color:#fff}</style>
</head><body><main>
<h1 style="font-size:1.2rem">Sandbox bank</h1>
<p>Confirm the payment of <strong>${escapeHtml(amount)}</strong> (${escapeHtml(payment.descricao ?? payment.codigo)}).</p>
<p>This is the test-mode challenge of the payment sandbox: no real bank is involved.</p>
<form id="challenge" data-codigo="${escapeHtml(payment.codigo)}">
<button type="button" value="approve">Authenticate</button><button type="button" value="decline">Fail authentication</button>
</form><p id="status" role="status"></p>
</main><script src="/sandbox/3ds/challenge.js"></script></body></html>`);
  });
}
