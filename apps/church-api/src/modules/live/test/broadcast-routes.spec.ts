import { and, eq, gt, lte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Transmissao, TransmissaoAtual } from '@church/contracts-live';
import { igreja } from '../../../platform/tenancy/tenancy-tables';
import { culto } from '../../schedule/schema';
import { seedLiveDemo } from '../demo/seed-live-demo';
import { transmissao } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();
const GRACE = 'grace-community-church';
const ESPERANCA = 'igreja-esperanca-sao-paulo';
const VIDA = 'iglesia-vida-madrid';

const get = (url: string) => testApp().app.inject({ method: 'GET', url });
const db = () => testApp().database.handle.db;

async function churchId(slug: string): Promise<number> {
  const [row] = await db().select({ id: igreja.id }).from(igreja).where(eq(igreja.slug, slug));
  if (!row) throw new Error(`no church ${slug}`);
  return row.id;
}

async function currentOf(slug: string): Promise<{ fusoHorario: string; transmissao?: TransmissaoAtual }> {
  const response = await get(`/api/v1/igreja/${slug}/transmissao/atual`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function upcoming(slug: string, query = ''): Promise<{ fusoHorario: string; itens: Transmissao[] }> {
  const response = await get(`/api/v1/igreja/${slug}/transmissao/proximas${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const offsetOf = (iso: string) => DateTime.fromISO(iso, { setZone: true }).toFormat("'UTC'Z");

describe('GET /igreja/{slug}/transmissao/atual', () => {
  it('answers the service on now, tagged live, in the church time zone, with its stream, passage and chat settings', async () => {
    const body = await currentOf(GRACE);
    expect(body.fusoHorario).toBe('America/New_York');
    expect(body.transmissao).toMatchObject({
      etiqueta: 'ao_vivo',
      titulo: 'Worship and the Word, live',
      stream: { tipo: 'mp4', url: '/demo/live/service.mp4', videoId: null },
      passagem: { texto: 'John 3:16-21', livro: 'JHN', capitulo: 3, versiculoInicio: 16, versiculoFim: 21 },
      chat: { acesso: 'todos', minutosAntes: 30, minutosDepois: 30 },
    });
    const live = body.transmissao as TransmissaoAtual;
    expect(['UTC-4', 'UTC-5']).toContain(offsetOf(live.dataInicio));
    expect(DateTime.fromISO(live.dataInicio).toMillis()).toBeLessThanOrEqual(Date.now());
    expect(DateTime.fromISO(live.dataFim).toMillis()).toBeGreaterThan(Date.now());
    // The broadcast is of one of grace's own services.
    const [service] = await db().select().from(culto).where(eq(culto.id, live.idCulto));
    expect(service).toMatchObject({ igrejaId: await churchId(GRACE), titulo: live.titulo });
  });

  it('answers the last broadcast, tagged so, when none is on now', async () => {
    const id = await churchId(ESPERANCA);
    const now = new Date();
    await db()
      .delete(transmissao)
      .where(and(eq(transmissao.igrejaId, id), lte(transmissao.inicio, now), gt(transmissao.fim, now)));
    const body = await currentOf(ESPERANCA);
    expect(body.fusoHorario).toBe('America/Sao_Paulo');
    const last = body.transmissao as TransmissaoAtual;
    expect(last).toMatchObject({ etiqueta: 'ultima_transmissao', stream: { tipo: 'youtube', videoId: 'Rq4Ws8Ne2Tb' } });
    expect(offsetOf(last.dataFim)).toBe('UTC-3');
    expect(DateTime.fromISO(last.dataFim).toMillis()).toBeLessThanOrEqual(Date.now());
    // It is the one that ended last.
    const ended = await db().select({ fim: transmissao.fim }).from(transmissao).where(and(eq(transmissao.igrejaId, id), lte(transmissao.fim, now)));
    expect(Math.max(...ended.map((row) => row.fim.getTime()))).toBe(DateTime.fromISO(last.dataFim).toMillis());
  });

  it('leaves the broadcast out for a church that has never broadcast (§8 "church has no live broadcast")', async () => {
    await db()
      .delete(transmissao)
      .where(eq(transmissao.igrejaId, await churchId(VIDA)));
    expect(await currentOf(VIDA)).toEqual({ fusoHorario: 'Europe/Madrid' });
    expect(await upcoming(VIDA)).toEqual({ fusoHorario: 'Europe/Madrid', itens: [] });
  });

  it("never shows another church's broadcast, nor one joined to another church's service", async () => {
    const graceId = await churchId(GRACE);
    const [foreign] = await db()
      .select({ id: culto.id })
      .from(culto)
      .where(eq(culto.igrejaId, await churchId(ESPERANCA)))
      .limit(1);
    if (!foreign) throw new Error('esperanca has no service');
    // A row that names grace but another church's service (the tables cannot forbid it): never read.
    const now = DateTime.now();
    const [odd] = await db()
      .insert(transmissao)
      .values({ igrejaId: graceId, cultoId: foreign.id, streamTipo: 'mp4', streamUrl: '/x.mp4', inicio: now.minus({ minutes: 1 }).toJSDate(), fim: now.plus({ hours: 1 }).toJSDate() })
      .onConflictDoNothing()
      .returning({ id: transmissao.id });
    const grace = await currentOf(GRACE);
    expect(grace.transmissao?.titulo).toBe('Worship and the Word, live');
    const graceIds = [grace.transmissao?.id, ...(await upcoming(GRACE, '?limit=20')).itens.map((item) => item.id)];
    if (odd) expect(graceIds).not.toContain(odd.id);
    const esperancaIds = (await upcoming(ESPERANCA, '?limit=20')).itens.map((item) => item.id);
    expect(esperancaIds.some((id) => graceIds.includes(id))).toBe(false);
    const rows = await db().select({ id: transmissao.id }).from(transmissao).where(eq(transmissao.igrejaId, graceId));
    expect(esperancaIds.some((id) => rows.some((row) => row.id === id))).toBe(false);
  });
});

describe('GET /igreja/{slug}/transmissao/{id}', () => {
  type One = { fusoHorario: string; transmissao: Transmissao & { situacao: 'ao_vivo' | 'encerrada' | 'agendada' } };

  async function one(slug: string, id: number | string): Promise<One> {
    const response = await get(`/api/v1/igreja/${slug}/transmissao/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function expectNotFound(slug: string, id: number) {
    const response = await get(`/api/v1/igreja/${slug}/transmissao/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body).not.toContain('titulo');
  }

  /** A church's broadcast ids, by where they stand now. */
  async function idsOf(slug: string) {
    const now = new Date();
    const id = await churchId(slug);
    const rows = await db().select({ id: transmissao.id, inicio: transmissao.inicio, fim: transmissao.fim }).from(transmissao).where(eq(transmissao.igrejaId, id));
    return {
      over: rows.filter((row) => row.fim <= now).map((row) => row.id),
      onNow: rows.filter((row) => row.inicio <= now && row.fim > now).map((row) => row.id),
      toCome: rows.filter((row) => row.inicio > now).map((row) => row.id),
    };
  }

  it('answers the one on now as the current call does, tagged ao_vivo, in the church time zone', async () => {
    const current = (await currentOf(GRACE)).transmissao as TransmissaoAtual;
    const body = await one(GRACE, current.id);
    expect(body.fusoHorario).toBe('America/New_York');
    const { etiqueta, ...same } = current;
    expect(etiqueta).toBe('ao_vivo');
    expect(body.transmissao).toEqual({ ...same, situacao: 'ao_vivo' });
  });

  it('answers a past broadcast as encerrada and a coming one as agendada, with their streams', async () => {
    const { over, toCome } = await idsOf(GRACE);
    expect(over.length).toBeGreaterThan(0);
    expect(toCome.length).toBeGreaterThan(0);
    const past = (await one(GRACE, over[0] as number)).transmissao;
    expect(past.situacao).toBe('encerrada');
    expect(DateTime.fromISO(past.dataFim).toMillis()).toBeLessThanOrEqual(Date.now());
    expect(['UTC-4', 'UTC-5']).toContain(offsetOf(past.dataInicio));
    expect(['youtube', 'vimeo', 'mp4', 'hls']).toContain(past.stream.tipo);
    const coming = (await one(GRACE, toCome[0] as number)).transmissao;
    expect(coming.situacao).toBe('agendada');
    expect(DateTime.fromISO(coming.dataInicio).toMillis()).toBeGreaterThan(Date.now());
  });

  it("answers 404 problem+json for another church's broadcast, an unknown id, and one of an unpublished service", async () => {
    const esperanca = await idsOf(ESPERANCA);
    const foreign = [...esperanca.over, ...esperanca.onNow, ...esperanca.toCome];
    expect(foreign.length).toBeGreaterThan(0);
    for (const id of foreign) await expectNotFound(GRACE, id);
    // The same ids are esperanca's own.
    expect((await one(ESPERANCA, foreign[0] as number)).transmissao.id).toBe(foreign[0]);
    await expectNotFound(GRACE, 2147483647);

    const { toCome } = await idsOf(GRACE);
    const id = toCome[toCome.length - 1] as number;
    const [row] = await db().select({ cultoId: transmissao.cultoId }).from(transmissao).where(eq(transmissao.id, id));
    await db().update(culto).set({ flagPublicado: false }).where(eq(culto.id, row?.cultoId ?? 0));
    await expectNotFound(GRACE, id);
  });

  it("never answers a row that names the church but another church's service", async () => {
    const [foreign] = await db()
      .select({ id: culto.id })
      .from(culto)
      .where(eq(culto.igrejaId, await churchId(VIDA)))
      .limit(1);
    if (!foreign) throw new Error('vida has no service');
    const now = DateTime.now();
    const [odd] = await db()
      .insert(transmissao)
      .values({ igrejaId: await churchId(GRACE), cultoId: foreign.id, streamTipo: 'mp4', streamUrl: '/x.mp4', inicio: now.minus({ days: 3 }).toJSDate(), fim: now.minus({ days: 2 }).toJSDate() })
      .onConflictDoNothing()
      .returning({ id: transmissao.id });
    expect(odd).toBeDefined();
    await expectNotFound(GRACE, odd?.id ?? 0);
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648'])('refuses the id %s with a 400 naming the field', async (id) => {
    const response = await get(`/api/v1/igreja/${GRACE}/transmissao/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'params.id' })]);
  });

  it('answers 404 problem+json for an unknown church', async () => {
    const response = await get('/api/v1/igreja/nowhere/transmissao/1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

describe('GET /igreja/{slug}/transmissao/proximas', () => {
  it('lists the broadcasts yet to start, soonest first, in the church time zone (3 unless asked)', async () => {
    const body = await upcoming(GRACE);
    expect(body.fusoHorario).toBe('America/New_York');
    expect(body.itens).toHaveLength(3);
    const five = (await upcoming(GRACE, '?limit=5')).itens;
    expect(five).toHaveLength(5);
    const starts = five.map((item) => DateTime.fromISO(item.dataInicio, { setZone: true }));
    expect(starts.map((start) => start.toMillis())).toEqual(starts.map((start) => start.toMillis()).sort((a, b) => a - b));
    for (const start of starts) {
      expect(start.toMillis()).toBeGreaterThan(Date.now());
      expect(['UTC-4', 'UTC-5']).toContain(start.toFormat("'UTC'Z"));
    }
    // The schedule's services, streamed from ten minutes before: Sunday morning worship at 9:00 New York time.
    const sunday = five.find((item) => item.titulo === 'Sunday Morning Worship');
    if (sunday) expect(DateTime.fromISO(sunday.dataInicio, { setZone: true }).toFormat('HH:mm')).toBe('08:50');
  });

  it.each(['?limit=0', '?limit=21', '?limit=two', '?limit=1.5'])('refuses %s with a 400 naming the field', async (query) => {
    const response = await get(`/api/v1/igreja/${GRACE}/transmissao/proximas${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'query.limit' })]);
  });

  it('answers 404 problem+json for an unknown church', async () => {
    for (const path of ['transmissao/atual', 'transmissao/proximas']) {
      const response = await get(`/api/v1/igreja/nowhere/${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });
});

describe('the demo seed', () => {
  it('gives a demo left running past its live service a new one at the next start, once', async () => {
    const id = await churchId(GRACE);
    const later = DateTime.now().plus({ days: 60 });
    await seedLiveDemo(db(), later);
    await seedLiveDemo(db(), later);
    const at = later.toJSDate();
    const onAir = await db()
      .select({ id: transmissao.id })
      .from(transmissao)
      .where(and(eq(transmissao.igrejaId, id), lte(transmissao.inicio, at), gt(transmissao.fim, at)));
    expect(onAir).toHaveLength(1);
  });
});
