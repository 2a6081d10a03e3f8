import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { igrejaOrigemIncorporacao } from '../../src/platform/tenancy/tenancy-tables';
import { framableBy, securityHeaders } from '../../src/platform/plugins/security-headers';
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

  it('are on every answer of the API, in the short set for JSON: a cached answer, a 304, an error and a 404', async () => {
    const app = testApp().app;
    const cached = await app.inject({ url: '/api/v1/igreja/codigo/grace', headers: { host: GRACE_HOST } });
    const notModified = await app.inject({ url: '/api/v1/igreja/codigo/grace', headers: { host: GRACE_HOST, 'if-none-match': cached.headers.etag as string } });
    const invalid = await app.inject({ url: '/api/v1/igreja/codigo/%20', headers: { host: GRACE_HOST } });
    const missing = await app.inject({ url: '/api/v1/nothing-here', headers: { host: GRACE_HOST } });
    const bff = await app.inject({ url: '/bff/tenant', headers: { host: GRACE_HOST } });
    expect([cached.statusCode, notModified.statusCode, invalid.statusCode, missing.statusCode, bff.statusCode]).toEqual([200, 304, 400, 404, 200]);
    for (const response of [cached, notModified, invalid, missing, bff]) {
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('are the full page set on everything outside the API: pages, files and the framed 3DS challenge', async () => {
    const app = testApp().app;
    const robots = await app.inject({ url: '/robots.txt', headers: { host: GRACE_HOST } });
    const challenge = await app.inject({ url: '/sandbox/3ds/NOSUCHPAYMENT', headers: { host: GRACE_HOST } });
    const apiLookalike = await app.inject({ url: '/apis/v1/x', headers: { host: GRACE_HOST } });
    for (const response of [robots, challenge, apiLookalike]) {
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it("let Stripe's and Mercado Pago's scripts, frames and APIs in on the pages that pay, and on no other page (issue 24)", async () => {
    const app = testApp().app;
    const csp = async (url: string) => (await app.inject({ url, headers: { host: GRACE_HOST } })).headers['content-security-policy'] as string;
    for (const paying of ['/checkout', '/checkout/thank-you', '/give', '/give?amount=10', '/user/payment/ABC123', '/user/cards', '/user/addcard']) {
      const policy = await csp(paying);
      expect(policy, paying).toMatch(/script-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com https:\/\/sdk\.mercadopago\.com https:\/\/\*\.mlstatic\.com(;|$)/);
      expect(policy, paying).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com https:\/\/api\.mercadopago\.com https:\/\/\*\.mercadopago\.com https:\/\/\*\.mercadolibre\.com(;|$)/);
      expect(policy, paying).toContain('https://hooks.stripe.com');
      expect(policy, paying).toMatch(/frame-src [^;]*https:\/\/sdk\.mercadopago\.com/);
      expect(policy, paying).toContain("frame-ancestors 'self'");
    }
    for (const other of ['/', '/event/1', '/giveaway', '/user/giving', '/user/data', '/news', '/robots.txt', '/sandbox/3ds/NOSUCHPAYMENT']) {
      expect(await csp(other), other).not.toContain('stripe.com');
      expect(await csp(other), other).not.toMatch(/mercadopago|mercadolibre|mlstatic/);
    }
    for (const api of ['/api/v1/igreja/codigo/grace', '/bff/tenant']) expect(await csp(api)).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("let hls.js play a church's stream from its own host on the live page (media from blob:, reads from https hosts), and on no other page (issue 25)", async () => {
    const app = testApp().app;
    const csp = async (url: string) => (await app.inject({ url, headers: { host: GRACE_HOST } })).headers['content-security-policy'] as string;
    for (const live of ['/live', '/live?service=3']) {
      const policy = await csp(live);
      expect(policy, live).toMatch(/media-src 'self' https: blob:(;|$)/);
      expect(policy, live).toMatch(/connect-src 'self' https:(;|$)/);
      expect(policy, live).toMatch(/worker-src 'self' blob:(;|$)/);
      expect(policy, live).toMatch(/script-src 'self'(;|$)/);
      expect(policy, live).toContain("frame-ancestors 'self'");
    }
    for (const other of ['/', '/lives', '/schedule', '/checkout', '/videos/1']) {
      const policy = await csp(other);
      expect(policy, other).not.toContain('blob:');
      expect(policy, other).not.toContain('worker-src');
      expect(policy, other).not.toMatch(/connect-src 'self' https:(;|$)/);
    }
  });

  it("let the sites a church names frame its embeddable pages (chat, player, songs), and no other page nor site (issue 25)", async () => {
    const app = testApp().app;
    const headersOf = async (url: string, host = GRACE_HOST) => (await app.inject({ url, headers: { host } })).headers;
    for (const embed of ['/embed/chat?channel=transmissao-1', '/embed/player', '/embed/praise?praiseId=1']) {
      const headers = await headersOf(embed);
      expect(headers['content-security-policy'], embed).toMatch(/(^|;)frame-ancestors 'self' http:\/\/partner\.example(;|$)/);
      expect(headers['content-security-policy'], embed).toContain("script-src 'self'");
      expect(headers['x-frame-options'], embed).toBeUndefined();
      // vida names no site: only its own pages may frame them.
      const vida = await headersOf(embed, 'vida.localhost:3000');
      expect(vida['content-security-policy'], embed).toMatch(/(^|;)frame-ancestors 'self'(;|$)/);
    }
    expect((await headersOf('/embed/player'))['content-security-policy']).toMatch(/media-src 'self' https: blob:(;|$)/);
    for (const other of ['/live', '/', '/embed/print-member-card', '/embed/reading-plans', '/embedded/chat', '/user/account']) {
      const headers = await headersOf(other);
      expect(headers['content-security-policy'], other).toMatch(/(^|;)frame-ancestors 'self'(;|$)/);
      expect(headers['x-frame-options'], other).toBe('SAMEORIGIN');
    }
    expect((await headersOf('/api/v1/igreja/codigo/grace'))['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("follow the church's list as it changes, on every process (the church's change notification)", async () => {
    const { app, database } = testApp();
    const csp = async () => (await app.inject({ url: '/embed/chat', headers: { host: GRACE_HOST } })).headers['content-security-policy'] as string;
    const grace = (await app.tenantCache.find('code', 'grace'))?.church.id ?? 0;
    await database.handle.db.insert(igrejaOrigemIncorporacao).values({ igrejaId: grace, origem: 'https://www.gracecommunity.example' });
    await vi.waitFor(async () => expect(await csp()).toContain("frame-ancestors 'self' http://partner.example https://www.gracecommunity.example"), { timeout: 5_000, interval: 20 });
    await database.handle.db.delete(igrejaOrigemIncorporacao).where(eq(igrejaOrigemIncorporacao.origem, 'https://www.gracecommunity.example'));
    await vi.waitFor(async () => expect(await csp()).toMatch(/frame-ancestors 'self' http:\/\/partner\.example(;|$)/), { timeout: 5_000, interval: 20 });
  });

  it('keep anything but a plain origin out of frame-ancestors, in the table and in the header', async () => {
    const { database } = testApp();
    const grace = (await testApp().app.tenantCache.find('code', 'grace'))?.church.id ?? 0;
    for (const origem of ["https://evil.example; script-src 'unsafe-inline'", 'https://a.example/path', '*', 'javascript:alert(1)', "'unsafe-inline'"]) {
      await expect(database.handle.db.insert(igrejaOrigemIncorporacao).values({ igrejaId: grace, origem }), origem).rejects.toThrow();
    }
    const headers = framableBy({ 'content-security-policy': "default-src 'self';frame-ancestors 'self'", 'x-frame-options': 'SAMEORIGIN' }, [
      'https://ok.example:8443',
      "https://bad.example; script-src 'unsafe-inline'",
      '*',
    ]);
    expect(headers).toEqual({ 'content-security-policy': "default-src 'self';frame-ancestors 'self' https://ok.example:8443" });
  });
});
