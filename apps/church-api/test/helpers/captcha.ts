import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/** A challenge of `GET /captcha/desafio`, solved as the ALTCHA widget solves it, as the widget's payload. */
export async function solvedCaptcha(app: FastifyInstance, host = 'grace.localhost:3000'): Promise<string> {
  const response = await app.inject({ url: '/api/v1/captcha/desafio', headers: { host } });
  if (response.statusCode !== 200) throw new Error(`captcha challenge: ${response.statusCode} ${response.body}`);
  return solve(response.json() as Challenge);
}

export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('The captcha challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The forms a stranger sends without an account, which ask for a captcha (POST). */
const CAPTCHA_FORMS = [/^\/api\/v1\/evento\/[^/]+\/inscricao-visitante\/?$/, /^\/api\/v1\/pagamento\/?$/, /^\/api\/v1\/security\/recuperar-senha\/?$/, /^\/api\/v1\/igreja\/[^/]+\/usuario\/?$/];

export function asksForCaptcha(method: string | undefined, url: string, signedIn: boolean): boolean {
  return !signedIn && method?.toUpperCase() === 'POST' && CAPTCHA_FORMS.some((form) => form.test(url.split('?')[0] ?? ''));
}
