import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();
const get = (url: string) => testApp().app.inject({ url, headers: { host: 'fechada.localhost:3000' } });

describe('a church that is not active', () => {
  it('is still found by code and host name, inactive, so that its site shows the error page', async () => {
    const byCode = await get('/api/v1/igreja/codigo/fechada');
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().igreja.flagAtivo).toBe(false);
  });

  it('serves none of its content through the API', async () => {
    const { id, slug } = (await get('/api/v1/igreja/codigo/fechada')).json().igreja as { id: number; slug: string };
    const urls = [
      `/api/v1/igreja/${slug}/modulo/`,
      `/api/v1/igreja/${slug}/visual/`,
      `/api/v1/igreja/${slug}/metodo-pagamento/`,
      `/api/v1/igreja-app-menu?igreja=${id}`,
      `/api/v1/banner/?igreja=${id}`,
      `/api/v1/congregacao/?igreja=${id}`,
      `/api/v1/igreja/${slug}/culto/?mes=2026-11`,
      `/api/v1/igreja/${slug}/culto/proximos/`,
      `/api/v1/igreja/${slug}/devocional/`,
      `/api/v1/igreja/${slug}/noticia/`,
      `/api/v1/igreja/${slug}/ministerio/`,
      `/api/v1/igreja/${slug}/ebd/`,
      `/api/v1/igreja/${slug}/publicacao-tipo/`,
      `/api/v1/igreja/${slug}/publicacao/`,
      `/api/v1/igreja/${slug}/configuracao-estudo`,
      `/api/v1/igreja/${slug}/estudo/`,
      `/api/v1/video/${slug}`,
      '/api/v1/podcast/anchor/fechada/',
    ];
    for (const url of urls) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });
});
