import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/plugins/security-headers';
import { GRACE_HOST, setupTestApp } from '../helpers/test-app';

const testApp = setupTestApp();
const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'https:'] } }, crossOriginEmbedderPolicy: false };

async function headersWith(plugin: typeof helmet | typeof securityHeaders) {
  const app = Fastify();
  await app.register(plugin, options);
  app.get('/', async () => ({ ok: true }));
  const { headers } = await app.inject('/');
  await app.close();
  const { date: _date, ...rest } = headers;
  return rest;
}

describe('the security headers', () => {
  it('are the very headers @fastify/helmet sets with the same options', async () => {
    const expected = await headersWith(helmet);
    expect(expected['content-security-policy']).toContain("img-src 'self' https:");
    expect(await headersWith(securityHeaders)).toEqual(expected);
  });

  it('are on every answer of the app: a cached answer, a 304, an error and a 404', async () => {
    const app = testApp().app;
    const cached = await app.inject({ url: '/api/v1/igreja/codigo/grace', headers: { host: GRACE_HOST } });
    const notModified = await app.inject({ url: '/api/v1/igreja/codigo/grace', headers: { host: GRACE_HOST, 'if-none-match': cached.headers.etag as string } });
    const invalid = await app.inject({ url: '/api/v1/igreja/codigo/%20', headers: { host: GRACE_HOST } });
    const missing = await app.inject({ url: '/api/v1/nothing-here', headers: { host: GRACE_HOST } });
    expect([cached.statusCode, notModified.statusCode, invalid.statusCode, missing.statusCode]).toEqual([200, 304, 400, 404]);
    for (const response of [cached, notModified, invalid, missing]) {
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
