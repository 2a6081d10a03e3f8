import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

describe('GET /igreja/{slug}/chat/', () => {
  it("pages the church's items, newest first", async () => {
    const response = await get('/api/v1/igreja/grace-community-church/chat/?limit=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ itens: [{ titulo: 'Chat: welcome' }], total: 2, page: 1, limit: 1 });
    expect((await get('/api/v1/igreja/grace-community-church/chat/?page=2&limit=1')).json().itens[0].titulo).toBe('A second item');
  });

  it('keeps each church to its own items', async () => {
    expect((await get('/api/v1/igreja/iglesia-vida-madrid/chat/')).json().itens).toEqual([expect.objectContaining({ titulo: 'Chat: bienvenida' })]);
  });

  it('answers 404 for an unknown church and 400 naming a bad page', async () => {
    expect((await get('/api/v1/igreja/nowhere/chat/')).statusCode).toBe(404);
    const bad = await get('/api/v1/igreja/grace-community-church/chat/?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'query.page' })]);
  });
});
