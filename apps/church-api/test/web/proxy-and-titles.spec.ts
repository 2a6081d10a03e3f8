import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app';

const testApp = setupTestApp({ trustProxy: 1 });

describe('behind a reverse proxy', () => {
  it('takes the church from the forwarded host', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/bff/tenant',
      headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'vida.localhost', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().igreja.codigo).toBe('vida');
  });
});

describe('problem titles', () => {
  it('are the standard status text, never an error class name', async () => {
    const response = await testApp().app.inject({ method: 'POST', url: '/api/v1/security/login_check', payload: 'not json', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe('Bad Request');
  });
});
