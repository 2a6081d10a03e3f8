import { type APIRequestContext, expect } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

type Api = { get: (path: string) => ReturnType<APIRequestContext['get']> };

/** A captcha solved here, as the browser's widget solves one, for a visitor's form posted by the test itself (a registration). */
export async function solvedCaptcha(api: Api): Promise<string> {
  const answer = await api.get('/api/v1/captcha/desafio');
  expect(answer.status(), 'the captcha challenge').toBe(200);
  const challenge = (await answer.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('The captcha challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
