import { describe, expect, it } from 'vitest';
import { GRACE_HOST, setupTestApp } from '../helpers/test-app';
import { call, churchId, login } from '../helpers/account-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

function get(url: string, token?: string) {
  return call(app(), { url, token, headers: { host: GRACE_HOST } });
}

describe('dates have a sane range (issue 8, item 15)', () => {
  it('refuses months outside the years 1900–2999 with a 400 naming mes', async () => {
    for (const mes of ['0000-01', '0001-12', '1899-12', '3000-01', '9999-12']) {
      const response = await get(`/api/v1/igreja/grace-community-church/culto/?mes=${mes}`);
      expect(response.statusCode, mes).toBe(400);
      expect(response.json().errors, mes).toEqual([expect.objectContaining({ field: 'query.mes' })]);
    }
    expect((await get('/api/v1/igreja/grace-community-church/culto/?mes=1900-01')).statusCode).toBe(200);
    expect((await get('/api/v1/igreja/grace-community-church/culto/?mes=2999-12')).statusCode).toBe(200);
  });
});

describe('paging is capped (issue 8, item 15)', () => {
  const lists = ['noticia/', 'devocional/', 'ministerio/', 'ebd/', 'publicacao/', 'publicacao-tipo/', 'estudo/'].map((list) => `/api/v1/igreja/grace-community-church/${list}`);

  it('refuses a page beyond 10000 with a 400 naming page', async () => {
    for (const url of [...lists, '/api/v1/video/grace-community-church', '/api/v1/podcast/anchor/grace/']) {
      const response = await get(`${url}?page=922337203685477580`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual([expect.objectContaining({ field: 'query.page' })]);
    }
    const member = await login(app(), 'member@grace.example');
    const notifications = await get(`/api/v1/igreja/${await churchId(app(), 'grace')}/notificacao/?page=922337203685477580`, member.token);
    expect(notifications.statusCode).toBe(400);
    expect(notifications.json().errors).toEqual([expect.objectContaining({ field: 'query.page' })]);
  });

  it('answers a page past the end as an empty page', async () => {
    const first = (await get('/api/v1/igreja/grace-community-church/noticia/?limit=50')).json();
    const last = await get('/api/v1/igreja/grace-community-church/noticia/?page=10000&limit=50');
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual({ noticias: [], total: first.total, page: 10000, limit: 50 });
  });
});
