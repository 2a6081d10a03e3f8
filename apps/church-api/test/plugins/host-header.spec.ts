import { describe, expect, it } from 'vitest';
import { isValidHost } from '../../src/platform/plugins/host-header';
import { setupTestApp } from '../helpers/test-app';

const testApp = setupTestApp();

describe('the Host header', () => {
  it.each([
    'grace.localhost:3917@evil.example',
    'grace.localhost:3000 evil.example',
    'grace.localhost/evil',
    'grace.localhost:99999',
    'grace.localhost:',
    'user@grace.localhost',
  ])('answers 400 problem+json to %j', async (host) => {
    const response = await testApp().app.inject({ url: '/api/v1/igreja/codigo/grace', headers: { host } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'HOST_INVALID', errors: [{ field: 'headers.host' }] });
  });

  it('also guards the pages, not only the API', async () => {
    const response = await testApp().app.inject({ url: '/about', headers: { host: 'grace.localhost:3000@evil.example' } });
    expect(response.statusCode).toBe(400);
  });

  it.each(['grace.localhost:3000', 'grace.localhost', 'www.gracechurch.test', '127.0.0.1:3000', '[::1]:3000', 'GRACE.localhost.'])(
    'accepts %j',
    (host) => expect(isValidHost(host)).toBe(true),
  );
});
