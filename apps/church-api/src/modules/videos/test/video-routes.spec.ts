import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();
const GRACE = 'grace-community-church';
const VIDA = 'iglesia-vida-madrid';

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

describe('GET /video/{slug}', () => {
  it('returns the playlist and pages its videos newest first, as §3 video items', async () => {
    const first = (await get(`/api/v1/video/${GRACE}`)).json();
    expect(first).toMatchObject({ total: 12, page: 1, limit: 10, playlist: { titulo: 'Sunday messages' } });
    expect(first.videos).toHaveLength(10);
    expect(first.videos[0]).toMatchObject({
      source: 'youtube',
      contentDetails: { videoId: 'Hk3pR8vLq2M' },
      titulo: 'All Saints Sunday: The great cloud of witnesses',
      thumbnail: { url: '/demo/videos/grace-1.svg', largura: 640, altura: 360 },
    });
    const second = (await get(`/api/v1/video/${GRACE}?page=2`)).json();
    expect(second.videos).toHaveLength(2);
    expect(second.videos.at(-1)).toMatchObject({ source: 'vimeo', contentDetails: { videoId: '871550928' } });
  });

  it('keeps each church to its own playlist', async () => {
    const body = (await get(`/api/v1/video/${VIDA}`)).json();
    expect(body.playlist.titulo).toBe('Predicaciones del domingo');
    expect(body.total).toBe(4);
  });

  it('answers 404 for an unknown church and 400 naming a bad page', async () => {
    expect((await get('/api/v1/video/nowhere')).statusCode).toBe(404);
    const bad = await get(`/api/v1/video/${GRACE}?page=-1`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'query.page' })]);
  });
});

describe('GET /video/{slug}/{videoId}', () => {
  it('returns one video by its provider id', async () => {
    const response = await get(`/api/v1/video/${GRACE}/887412356`);
    expect(response.statusCode).toBe(200);
    expect(response.json().video).toMatchObject({ source: 'vimeo', titulo: 'Mission Sunday: Lima update' });
  });

  it('answers 404 for another church’s video or an unknown id, 400 for a malformed id', async () => {
    expect((await get(`/api/v1/video/${VIDA}/Hk3pR8vLq2M`)).statusCode).toBe(404);
    expect((await get(`/api/v1/video/${GRACE}/Unknown1234`)).statusCode).toBe(404);
    const malformed = await get(`/api/v1/video/${GRACE}/bad%20id`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ field: 'params.videoId' })]);
  });
});
