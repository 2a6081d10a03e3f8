import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { transmissao } from '@church/api-modules/live';
import { culto } from '@church/api-modules/schedule';
import { churchId } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { cultoLouvor, louvor } from '../schema';

const testApp = setupTestApp();

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

const GRACE = 'grace-community-church';
const ESPERANCA = 'igreja-esperanca-sao-paulo';
const VIDA = 'iglesia-vida-madrid';

interface ServiceSetlist {
  culto: number;
  louvores: { id: number; titulo: string; tom: string | null; ordem: number }[];
}

/** Days around today in a church's zone, as the query takes them. */
const day = (zone: string, offset: number) => DateTime.now().setZone(zone).plus({ days: offset }).toISODate() ?? '';
const aroundToday = (zone: string) => `desde=${day(zone, -30)}&ate=${day(zone, 30)}`;

async function setlists(slug: string, zone: string): Promise<ServiceSetlist[]> {
  const response = await get(`/api/v1/igreja/${slug}/cultos/louvores?${aroundToday(zone)}`);
  expect(response.statusCode).toBe(200);
  return response.json().itens;
}

async function liveServiceId(slug: string): Promise<number> {
  const live = (await get(`/api/v1/igreja/${slug}/transmissao/atual`)).json().transmissao.id as number;
  const [row] = await testApp().database.handle.db.select({ cultoId: transmissao.cultoId }).from(transmissao).where(eq(transmissao.id, live));
  if (!row) throw new Error('no live service');
  return row.cultoId;
}

describe('GET /igreja/{slug}/cultos/louvores', () => {
  it("gives the services of the range that have songs, each with its setlist in order (the service on now's included)", async () => {
    const itens = await setlists(GRACE, 'America/New_York');
    expect(itens.length).toBeGreaterThan(1);
    for (const item of itens) {
      expect(item.louvores.length).toBeGreaterThan(0);
      expect(item.louvores.map((song) => song.ordem)).toEqual(item.louvores.map((_, index) => index + 1));
    }
    expect(new Set(itens.map((item) => item.culto)).size).toBe(itens.length);
    const onNow = await liveServiceId(GRACE);
    const live = itens.find((item) => item.culto === onNow);
    expect(live?.louvores).toEqual([
      expect.objectContaining({ titulo: 'Amazing Grace', tom: 'G', ordem: 1 }),
      expect.objectContaining({ titulo: 'Holy, Holy, Holy', tom: 'D', ordem: 2 }),
      expect.objectContaining({ titulo: 'Doxology', tom: 'F', ordem: 3 }),
    ]);
  });

  it("gives only the church's own services and songs, even when a setlist names another church's song", async () => {
    const grace = await setlists(GRACE, 'America/New_York');
    const esperanca = await setlists(ESPERANCA, 'America/Sao_Paulo');
    const vida = await setlists(VIDA, 'Europe/Madrid');
    expect(esperanca.length).toBeGreaterThan(0);
    expect(vida.length).toBeGreaterThan(0);
    const graceServices = new Set(grace.map((item) => item.culto));
    const graceSongs = new Set(grace.flatMap((item) => item.louvores.map((song) => song.id)));
    for (const other of [...esperanca, ...vida]) {
      expect(graceServices.has(other.culto)).toBe(false);
      for (const song of other.louvores) expect(graceSongs.has(song.id)).toBe(false);
    }

    // A row tying grace's service on now to one of vida's songs (which the app never writes) is not read.
    const db = testApp().database.handle.db;
    const graceService = await liveServiceId(GRACE);
    const [vidaSong] = await db.select({ id: louvor.id }).from(louvor).where(eq(louvor.igrejaId, await churchId(testApp().app, 'vida'))).limit(1);
    if (!vidaSong) throw new Error('vida has no songs');
    await db.insert(cultoLouvor).values({ cultoId: graceService, louvorId: vidaSong.id, ordem: 99 });
    try {
      const again = await setlists(GRACE, 'America/New_York');
      expect(again.find((item) => item.culto === graceService)?.louvores.map((song) => song.id)).not.toContain(vidaSong.id);
      expect(again.find((item) => item.culto === graceService)?.louvores).toHaveLength(3);
    } finally {
      await db.delete(cultoLouvor).where(and(eq(cultoLouvor.cultoId, graceService), eq(cultoLouvor.ordem, 99)));
    }
  });

  it('leaves out unpublished services, and gives an empty list for a range without services', async () => {
    const db = testApp().database.handle.db;
    const graceService = await liveServiceId(GRACE);
    await db.update(culto).set({ flagPublicado: false }).where(eq(culto.id, graceService));
    try {
      const itens = await setlists(GRACE, 'America/New_York');
      expect(itens.map((item) => item.culto)).not.toContain(graceService);
    } finally {
      await db.update(culto).set({ flagPublicado: true }).where(eq(culto.id, graceService));
    }
    const empty = await get(`/api/v1/igreja/${GRACE}/cultos/louvores?desde=1999-01-01&ate=1999-01-31`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ itens: [] });
  });

  it('reads at most 62 days, both included', async () => {
    expect((await get(`/api/v1/igreja/${GRACE}/cultos/louvores?desde=2026-01-01&ate=2026-03-03`)).statusCode).toBe(200);
    const tooLong = await get(`/api/v1/igreja/${GRACE}/cultos/louvores?desde=2026-01-01&ate=2026-03-04`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.headers['content-type']).toContain('application/problem+json');
    expect(tooLong.json().errors).toEqual([expect.objectContaining({ field: 'query.ate' })]);
    const years = await get(`/api/v1/igreja/${GRACE}/cultos/louvores?desde=1900-01-01&ate=2999-12-31`);
    expect(years.statusCode).toBe(400);
    expect(years.json().errors).toEqual([expect.objectContaining({ field: 'query.ate' })]);
  });

  it.each([
    ['desde=2026-03-01&ate=2026-02-01', 'query.ate'],
    ['desde=2026-02-30&ate=2026-03-01', 'query.desde'],
    ['desde=2026-02-01&ate=2026-02-31', 'query.ate'],
    ['desde=2026-13-01&ate=2026-12-31', 'query.desde'],
    ['desde=26-01-01&ate=2026-01-31', 'query.desde'],
    ['desde=2026-01-01T00:00:00Z&ate=2026-01-31', 'query.desde'],
    ['desde=2026-01-01', 'query.ate'],
    ['ate=2026-01-31', 'query.desde'],
    ['desde=2026-01-01&ate=%00', 'query.ate'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await get(`/api/v1/igreja/${GRACE}/cultos/louvores?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual([expect.objectContaining({ field })]);
  });

  it('answers 404 for an unknown church', async () => {
    const response = await get(`/api/v1/igreja/no-such-church/cultos/louvores?desde=2026-01-01&ate=2026-01-31`);
    expect(response.statusCode).toBe(404);
  });
});
