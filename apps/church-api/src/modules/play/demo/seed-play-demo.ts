import { eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { planoAssinatura, planoAssinaturaConfiguracao, planoAssinaturaCupom, planoAssinaturaConteudo, planoAssinaturaHome, planoAssinaturaMidia } from '../schema';
import { searchableText } from '../search-text';
import { PLAY_DEMO_AREAS, type PlayDemoArea } from './play-demo-catalogue';

/** Each demo church's video area (vida's stays switched off, as its modules say); a church that has one is left as it is. */
export function seedPlayDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, PLAY_DEMO_AREAS, seedArea);
}

/** Videos per collection: the catalogue's first videos fill the collections, the rest stand alone. */
const PARTS_PER_SERIES = { large: 10, small: 4 };

/** Every demo video plays the demo media (demo/media/README.md): most as HLS with English captions, every fifth as a plain MP4. */
function demoMedia(index: number) {
  return index % 5 === 4
    ? { formato: 'mp4', endereco: 'demo/video.mp4', legendas: [] }
    : { formato: 'hls', endereco: 'demo/video.m3u8', legendas: [{ idioma: 'en', arquivo: 'captions.en.vtt' }] };
}

async function seedArea(db: Database, church: DemoChurchToSeed, area: PlayDemoArea): Promise<void> {
  const [seeded] = await db.select({ igrejaId: planoAssinaturaConfiguracao.igrejaId }).from(planoAssinaturaConfiguracao).where(eq(planoAssinaturaConfiguracao.igrejaId, church.id));
  if (seeded) return;
  await db.insert(planoAssinaturaConfiguracao).values({ igrejaId: church.id, titulo: area.titulo, descricao: area.descricao, tipoVisibilidadeConteudo: 'assinantes' });
  await db.insert(planoAssinatura).values(area.plans.map((plan, ordem) => ({ igrejaId: church.id, ...plan, ordem })));
  await db.insert(planoAssinaturaCupom).values(area.coupons.map((coupon) => ({ igrejaId: church.id, ...coupon })));
  await db.insert(planoAssinaturaHome).values(area.rows.map(([tag, titulo], ordem) => ({ igrejaId: church.id, tag, titulo, ordem })));

  const published = (index: number) => church.now.minus({ hours: 6 * index }).toJSDate();
  const rowTag = (seriesIndex: number) => area.rows[seriesIndex % area.rows.length]?.[0] ?? 'videos';
  const collections = await db
    .insert(planoAssinaturaConteudo)
    .values(
      area.series.map((titulo, index) => {
        const tags = [rowTag(index)];
        const descricao = area.description(titulo, area.topics[index % area.topics.length] ?? '');
        return { igrejaId: church.id, tipo: 'coletanea', titulo, descricao, tags, destaque: index < 3, dataPublicacao: published(index), textoBusca: searchableText(titulo, descricao, ...tags) };
      }),
    )
    .returning({ id: planoAssinaturaConteudo.id });

  const parts = area.size >= 100 ? PARTS_PER_SERIES.large : PARTS_PER_SERIES.small;
  const videos = Array.from({ length: area.size - area.series.length }, (_, index) => {
    const seriesIndex = index % area.series.length;
    const series = area.series[seriesIndex] ?? '';
    const topic = area.topics[(index * 7) % area.topics.length] ?? '';
    const part = Math.floor(index / area.series.length) + 1;
    const inCollection = part <= parts;
    const titulo = area.title(series, topic, part);
    const descricao = area.description(series, topic);
    const tags = [rowTag(seriesIndex), ...(index % 3 === 0 ? [rowTag(seriesIndex + 1)] : [])];
    return {
      igrejaId: church.id,
      tipo: 'video',
      coletaneaId: inCollection ? (collections[seriesIndex]?.id ?? null) : null,
      ordem: inCollection ? part : 0,
      titulo,
      descricao,
      tags: [...new Set(tags)],
      destaque: index < 2,
      tipoVisibilidadeConteudo: index % 10 === 0 ? 'gratuito' : null,
      duracaoSegundos: 600 + ((index * 97) % 3000),
      dataPublicacao: published(area.series.length + index),
      textoBusca: searchableText(titulo, descricao, ...tags),
    };
  });
  for (let start = 0; start < videos.length; start += 200) {
    const made = await db.insert(planoAssinaturaConteudo).values(videos.slice(start, start + 200)).returning({ id: planoAssinaturaConteudo.id });
    await db.insert(planoAssinaturaMidia).values(made.map(({ id }, index) => ({ conteudoId: id, igrejaId: church.id, ...demoMedia(start + index) })));
  }
}
