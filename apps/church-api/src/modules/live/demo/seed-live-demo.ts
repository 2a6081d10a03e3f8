import { and, asc, count, desc, eq, gt, lte, notExists } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { culto } from '@church/api-modules/schedule';
import { transmissao } from '../schema';
import { ESPERANCA_LIVE } from './esperanca';
import { GRACE_LIVE } from './grace';
import type { DemoBroadcast, LiveDemo } from './live-demo';
import { VIDA_LIVE } from './vida';

const DEMO_LIVE: Record<string, LiveDemo> = { grace: GRACE_LIVE, esperanca: ESPERANCA_LIVE, vida: VIDA_LIVE };

/**
 * How long the demo's service on now stays on the air: as far as the schedule's demo reaches, so that a
 * demo left running for days still has a live service (each start adds a new one once it is over).
 */
export const LIVE_DEMO_DAYS = 42;
/** How many of the schedule's coming services get a broadcast: the schedule's six weeks, so that the upcoming list never runs dry. */
const UPCOMING_SERVICES = 20;

/**
 * The demo churches' broadcasts, relative to the seed's time in each church's zone, and renewed at every
 * start: a church with no broadcast on now gets a service of its own started 20 minutes ago and on the
 * air for LIVE_DEMO_DAYS; one with fewer than two past broadcasts gets the schedule's last services
 * streamed; one with fewer than two coming broadcasts gets the schedule's coming services streamed.
 * What is there is never changed.
 */
export function seedLiveDemo(db: Database, now?: DateTime): Promise<void> {
  return seedEachDemoChurch(db, DEMO_LIVE, seedChurchBroadcasts, now);
}

const withoutBroadcast = (db: Database) => notExists(db.select({ id: transmissao.id }).from(transmissao).where(eq(transmissao.cultoId, culto.id)));

function broadcastValues(igrejaId: number, cultoId: number, inicio: Date, fim: Date, demo: DemoBroadcast) {
  return {
    igrejaId,
    cultoId,
    inicio,
    fim,
    streamTipo: demo.stream.tipo,
    streamUrl: demo.stream.url,
    passagemTexto: demo.passagem?.texto ?? null,
    passagemLivro: demo.passagem?.livro ?? null,
    passagemCapitulo: demo.passagem?.capitulo ?? null,
    passagemVersiculoInicio: demo.passagem?.versiculoInicio ?? null,
    passagemVersiculoFim: demo.passagem?.versiculoFim ?? null,
    ...(demo.chat ? { chatAcesso: demo.chat.acesso, chatMinutosAntes: demo.chat.minutosAntes, chatMinutosDepois: demo.chat.minutosDepois } : {}),
  };
}

/** A scheduled service's broadcast: from ten minutes before it to ten after it (an hour and a half when it has no end). */
function serviceWindow(service: { dataInicio: Date; dataFim: Date | null }) {
  const start = service.dataInicio.getTime();
  const end = service.dataFim?.getTime() ?? start + 90 * 60_000;
  return { inicio: new Date(start - 10 * 60_000), fim: new Date(end + 10 * 60_000) };
}

async function seedChurchBroadcasts(db: Database, church: DemoChurchToSeed, demo: LiveDemo): Promise<void> {
  const igrejaId = church.id;
  const now = church.now.toJSDate();
  const ofChurch = eq(transmissao.igrejaId, igrejaId);

  const [onNow] = await db
    .select({ id: transmissao.id })
    .from(transmissao)
    .where(and(ofChurch, lte(transmissao.inicio, now), gt(transmissao.fim, now)))
    .limit(1);
  if (!onNow) {
    const start = church.now.minus({ minutes: 20 }).startOf('minute');
    const [service] = await db
      .insert(culto)
      .values({ igrejaId, titulo: demo.live.titulo, descricao: demo.live.descricao, local: demo.live.local, dataInicio: start.toJSDate(), dataFim: start.plus({ minutes: 90 }).toJSDate() })
      .returning({ id: culto.id });
    if (service) {
      await db.insert(transmissao).values(broadcastValues(igrejaId, service.id, start.minus({ minutes: 10 }).toJSDate(), church.now.plus({ days: LIVE_DEMO_DAYS }).toJSDate(), demo.live));
    }
  }

  const scheduled = eq(culto.igrejaId, igrejaId);
  const [past] = await db.select({ total: count() }).from(transmissao).where(and(ofChurch, lte(transmissao.fim, now)));
  if ((past?.total ?? 0) < demo.past.length) {
    const services = await db
      .select({ id: culto.id, dataInicio: culto.dataInicio, dataFim: culto.dataFim })
      .from(culto)
      .where(and(scheduled, eq(culto.flagPublicado, true), lte(culto.dataInicio, church.now.minus({ hours: 4 }).toJSDate()), withoutBroadcast(db)))
      .orderBy(desc(culto.dataInicio))
      .limit(demo.past.length);
    const values = services.map((service, index) => {
      const { inicio, fim } = serviceWindow(service);
      return broadcastValues(igrejaId, service.id, inicio, fim, demo.past[index] ?? demo.past[0]);
    });
    if (values.length) await db.insert(transmissao).values(values);
  }

  const [coming] = await db.select({ total: count() }).from(transmissao).where(and(ofChurch, gt(transmissao.inicio, now)));
  if ((coming?.total ?? 0) < demo.upcoming.length) {
    const services = await db
      .select({ id: culto.id, dataInicio: culto.dataInicio, dataFim: culto.dataFim })
      .from(culto)
      .where(and(scheduled, eq(culto.flagPublicado, true), gt(culto.dataInicio, church.now.plus({ minutes: 30 }).toJSDate()), withoutBroadcast(db)))
      .orderBy(asc(culto.dataInicio))
      .limit(UPCOMING_SERVICES);
    const values = services.map((service, index) => {
      const { inicio, fim } = serviceWindow(service);
      return broadcastValues(igrejaId, service.id, inicio, fim, demo.upcoming[index % demo.upcoming.length] ?? demo.upcoming[0]);
    });
    if (values.length) await db.insert(transmissao).values(values);
  }
}
