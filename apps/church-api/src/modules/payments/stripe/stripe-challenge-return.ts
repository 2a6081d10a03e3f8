import type { FastifyInstance } from 'fastify';
import { CHALLENGE_COMPLETE_MESSAGE } from '../sandbox/challenge-page';

/** Where Stripe's hosted 3DS page sends the buyer back (inside the checkout's frame). */
export const STRIPE_CHALLENGE_RETURN_PATH = '/payments/stripe/3ds-complete';

const RETURN_SCRIPT = `window.top.postMessage({ type: '${CHALLENGE_COMPLETE_MESSAGE}', codigo: null, status: new URLSearchParams(location.search).get('redirect_status') }, location.origin);`;

/** The page Stripe returns to after a 3DS challenge: it tells the checkout's window (§4), which then reads the payment's state. */
export async function stripeChallengeReturnRoutes(app: FastifyInstance) {
  app.get(`${STRIPE_CHALLENGE_RETURN_PATH}.js`, async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(RETURN_SCRIPT));
  app.get(STRIPE_CHALLENGE_RETURN_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment confirmed with your bank</title></head><body><p>Done: back to the checkout.</p><script src="${STRIPE_CHALLENGE_RETURN_PATH}.js"></script></body></html>`),
  );
}
