import type { FastifyReply } from 'fastify';
import type { Captcha } from './captcha';

/** `GET /captcha/desafio` (openapi/modules/account.yaml; the account module serves it): a new challenge, never cached. */
export function captchaHandlers(captcha: Captcha) {
  return {
    async getCaptchaDesafio(_req: unknown, reply: FastifyReply) {
      void reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  };
}
