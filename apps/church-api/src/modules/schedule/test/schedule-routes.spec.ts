import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { igreja, igrejaFusoHorario } from '../../../platform/tenancy/tenancy-tables';
import { culto } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();
const GRACE = 'grace-community-church';
const ESPERANCA = 'igreja-esperanca-sao-paulo';

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

interface Item {
  id: number;
  tipo: 'CULTO' | 'EVENTO';
  titulo: string;
  dataInicio: string;
  dataFim: string | null;
  local: string | null;
}

async function churchId(slug: string): Promise<number> {
  const [row] = await testApp().database.handle.db.select({ id: igreja.id }).from(igreja).where(eq(igreja.slug, slug));
  if (!row) throw new Error(`no church ${slug}`);
  return row.id;
}

describe('GET /igreja/{slug}/culto/?mes=', () => {
  it("lists the month's services and events by start, in the church's time zone", async () => {
    const month = DateTime.now().setZone('America/New_York').toFormat('yyyy-MM');
    const response = await get(`/api/v1/igreja/${GRACE}/culto/?mes=${month}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { mes: string; fusoHorario: string; itens: Item[] };
    expect(body.mes).toBe(month);
    expect(body.fusoHorario).toBe('America/New_York');
    expect(body.itens.length).toBeGreaterThan(10);
    const starts = body.itens.map((item) => DateTime.fromISO(item.dataInicio, { setZone: true }));
    for (const start of starts) {
      expect(['UTC-4', 'UTC-5']).toContain(start.toFormat("'UTC'Z"));
      expect(start.toFormat('yyyy-MM')).toBe(month);
    }
    const millis = starts.map((start) => start.toMillis());
    expect(millis).toEqual([...millis].sort((a, b) => a - b));
    // Every Sunday of the month has the morning service at 9:00 local time.
    const sundays = body.itens.filter((item) => item.titulo === 'Sunday Morning Worship');
    expect(sundays.length).toBeGreaterThanOrEqual(4);
    for (const sunday of sundays) {
      const start = DateTime.fromISO(sunday.dataInicio, { setZone: true });
      expect([start.weekday, start.hour, start.minute]).toEqual([7, 9, 0]);
      expect(sunday).toMatchObject({ tipo: 'CULTO', local: 'Main Sanctuary, 120 Tremont Street' });
    }
    expect(body.itens.some((item) => item.titulo === 'Midweek Prayer Meeting')).toBe(true);
    expect(body.itens.some((item) => item.titulo === 'Youth Night')).toBe(true);
  });

  it('serves each church its own schedule in its own language and zone', async () => {
    const month = DateTime.now().setZone('America/Sao_Paulo').toFormat('yyyy-MM');
    const body = (await get(`/api/v1/igreja/${ESPERANCA}/culto/?mes=${month}`)).json() as { fusoHorario: string; itens: Item[] };
    expect(body.fusoHorario).toBe('America/Sao_Paulo');
    expect(body.itens.some((item) => item.titulo === 'Culto da Família')).toBe(true);
    expect(body.itens.some((item) => item.titulo.includes('Sunday'))).toBe(false);
    for (const item of body.itens) expect(item.dataInicio).toMatch(/-03:00$/);
  });

  it('leaves out services that are not published', async () => {
    const db = testApp().database.handle.db;
    const zone = 'America/New_York';
    const start = DateTime.now().setZone(zone).startOf('month').plus({ days: 1, hours: 15 });
    await db.insert(culto).values({
      igrejaId: await churchId(GRACE),
      titulo: 'Unpublished rehearsal',
      dataInicio: start.toJSDate(),
      flagPublicado: false,
    });
    const body = (await get(`/api/v1/igreja/${GRACE}/culto/?mes=${start.toFormat('yyyy-MM')}`)).json() as { itens: Item[] };
    expect(body.itens.some((item) => item.titulo === 'Unpublished rehearsal')).toBe(false);
  });

  it("reads the church's own time zone, the one its bootstrap carries: a change to it is the schedule's at once", async () => {
    const db = testApp().database.handle.db;
    const graceId = await churchId(GRACE);
    const month = DateTime.now().setZone('America/New_York').toFormat('yyyy-MM');
    const sundaysIn = async (zone: string) => {
      let body: { fusoHorario: string; itens: Item[] } = { fusoHorario: '', itens: [] };
      // The change reaches the tenant cache by its notification, a few milliseconds after the commit.
      await vi.waitFor(async () => {
        body = (await get(`/api/v1/igreja/${GRACE}/culto/?mes=${month}`)).json();
        expect(body.fusoHorario).toBe(zone);
      }, { timeout: 5_000, interval: 20 });
      return body.itens.filter((item) => item.titulo === 'Sunday Morning Worship').map((item) => DateTime.fromISO(item.dataInicio, { setZone: true }));
    };
    await db.update(igrejaFusoHorario).set({ fusoHorario: 'America/Chicago' }).where(eq(igrejaFusoHorario.igrejaId, graceId));
    try {
      // The same services, at the same instants: 9:00 in Boston is 8:00 in Chicago.
      const sundays = await sundaysIn('America/Chicago');
      expect(sundays.length).toBeGreaterThanOrEqual(4);
      for (const start of sundays) {
        expect(start.toFormat('HH:mm')).toBe('08:00');
        expect(['UTC-5', 'UTC-6']).toContain(start.toFormat("'UTC'Z"));
      }
    } finally {
      await db.update(igrejaFusoHorario).set({ fusoHorario: 'America/New_York' }).where(eq(igrejaFusoHorario.igrejaId, graceId));
    }
    expect((await sundaysIn('America/New_York')).every((start) => start.hour === 9)).toBe(true);
  });

  it('answers an empty month far from the seeded weeks', async () => {
    const body = (await get(`/api/v1/igreja/${GRACE}/culto/?mes=1999-01`)).json();
    expect(body).toEqual({ mes: '1999-01', fusoHorario: 'America/New_York', itens: [] });
  });

  it('names a missing or malformed month, and 404s an unknown church', async () => {
    const missing = await get(`/api/v1/igreja/${GRACE}/culto/`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'query.mes' })]);
    const malformed = await get(`/api/v1/igreja/${GRACE}/culto/?mes=2026-13`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ field: 'query.mes' })]);
    const unknown = await get('/api/v1/igreja/no-such-church/culto/?mes=2026-11');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
  });
});

describe('GET /igreja/{slug}/culto/proximos/', () => {
  it('lists the next seven days, with the coming event', async () => {
    const response = await get(`/api/v1/igreja/${GRACE}/culto/proximos/`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { inicio: string; fim: string; fusoHorario: string; itens: Item[] };
    const inicio = DateTime.fromISO(body.inicio);
    const fim = DateTime.fromISO(body.fim);
    expect(Math.round(fim.diff(inicio, 'days').days)).toBe(7);
    expect(body.itens.find((item) => item.titulo === 'Worship Night')).toMatchObject({ tipo: 'EVENTO' });
    for (const item of body.itens) {
      const start = DateTime.fromISO(item.dataInicio);
      const end = DateTime.fromISO(item.dataFim ?? item.dataInicio);
      expect(start < fim && end >= inicio).toBe(true);
    }
  });

  it('takes the number of days, within bounds', async () => {
    const three = (await get(`/api/v1/igreja/${GRACE}/culto/proximos/?dias=31`)).json() as { itens: Item[] };
    expect(three.itens.some((item) => item.titulo === 'Carols by Candlelight')).toBe(true);
    const tooMany = await get(`/api/v1/igreja/${GRACE}/culto/proximos/?dias=32`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([expect.objectContaining({ field: 'query.dias' })]);
  });

  it("answers nothing for a church without a schedule, in the church's zone, and in UTC for a church without one", async () => {
    // The demo's inactive church has no schedule; made active for this test, it stands for any such church.
    const db = testApp().database.handle.db;
    const fechada = await churchId('igreja-fechada-belo-horizonte');
    const upcoming = async () => (await get('/api/v1/igreja/igreja-fechada-belo-horizonte/culto/proximos/')).json();
    const soon = { timeout: 5_000, interval: 20 };
    await db.update(igreja).set({ flagAtivo: true }).where(eq(igreja.id, fechada));
    try {
      await vi.waitFor(async () => expect(await upcoming()).toMatchObject({ fusoHorario: 'America/Sao_Paulo', itens: [] }), soon);
      await db.delete(igrejaFusoHorario).where(eq(igrejaFusoHorario.igrejaId, fechada));
      await vi.waitFor(async () => expect(await upcoming()).toMatchObject({ fusoHorario: 'UTC', itens: [] }), soon);
    } finally {
      await db.insert(igrejaFusoHorario).values({ igrejaId: fechada, fusoHorario: 'America/Sao_Paulo' }).onConflictDoNothing();
      await db.update(igreja).set({ flagAtivo: false }).where(eq(igreja.id, fechada));
    }
  });
});
