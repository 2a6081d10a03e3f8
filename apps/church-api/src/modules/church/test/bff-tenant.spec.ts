import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp({ appDomain: 'localhost', adminUrl: 'https://admin.example' });

const tenant = (host: string) => testApp().app.inject({ method: 'GET', url: '/bff/tenant', headers: { host } });

describe('GET /bff/tenant', () => {
  it('resolves a subdomain of the app domain by church code', async () => {
    const response = await tenant('esperanca.localhost:3000');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.igreja.codigo).toBe('esperanca');
    expect(body.igrejaVisual.corApp).toBe('#1B7F4C');
    expect(body.modulos.map((m: { codigo: string }) => m.codigo)).not.toContain('MOD_APP_EXTERNO_2');
    expect(body.metodosPagamento.map((m: { codigo: string }) => m.codigo)).toContain('PIX');
    expect(body.igrejaAppMenus[0].titulo).toBe('Início');
    expect(body.banners).toHaveLength(2);
    expect(body.config).toEqual({ appDomain: 'localhost', adminUrl: 'https://admin.example' });
  });

  it('resolves any other host by host name', async () => {
    const body = (await tenant('www.gracechurch.test')).json();
    expect(body.igreja.codigo).toBe('grace');
  });

  it("carries the church's app-store links where it has an app of its own, and none where it has not", async () => {
    const grace = (await tenant('grace.localhost')).json();
    expect(grace.igreja.linkAppStore).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(grace.igreja.linkGooglePlay).toMatch(/^https:\/\/play\.google\.com\//);
    const esperanca = (await tenant('esperanca.localhost')).json();
    expect(esperanca.igreja).not.toHaveProperty('linkAppStore');
    expect(esperanca.igreja).not.toHaveProperty('linkGooglePlay');
  });

  it('gives an inactive church its church data only', async () => {
    const body = (await tenant('fechada.localhost')).json();
    expect(body.igreja.flagAtivo).toBe(false);
    expect(body.modulos).toEqual([]);
    expect(body.igrejaAppMenus).toEqual([]);
    expect(body.igrejaVisual).toBeUndefined();
  });

  it('answers 404 problem+json for a host that serves no church', async () => {
    for (const host of ['nowhere.localhost', 'localhost:3000', 'unknown.example']) {
      const response = await tenant(host);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });
});
