import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../database';
import { igreja } from '../../schema/church';
import { configuracaoEstudo, estudo, podcastFeed, publicacao, publicacaoTipo, video, videoPlaylist } from '../../schema/media';
import { ESPERANCA_MEDIA } from './media-demo-esperanca';
import { GRACE_MEDIA } from './media-demo-grace';
import type { DemoMedia } from './media-demo-types';
import { VIDA_MEDIA } from './media-demo-vida';

/** Any constant: it only has to be the same for every process that seeds. */
const SEED_LOCK_KEY = 7_245_004;

const DEMO_MEDIA: Record<string, DemoMedia> = { grace: GRACE_MEDIA, esperanca: ESPERANCA_MEDIA, vida: VIDA_MEDIA };

/**
 * Seeds the publications, studies, video playlist and podcast feed of each demo church in its own
 * language (esperanca's studies are for its members only). Idempotent: each part of a church that already has content of its kind is left alone.
 * The podcast feeds are site-relative paths served from apps/church-web/public/demo/podcast/ (made
 * by tools/scripts/generate-demo-media.mjs); the feed reader fetches them from this server itself.
 */
export async function seedMediaDemo(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    for (const [codigo, media] of Object.entries(DEMO_MEDIA)) {
      const [church] = await tx.select({ id: igreja.id }).from(igreja).where(eq(igreja.codigo, codigo));
      if (!church) continue;
      await seedChurchMedia(tx as unknown as Database, church.id, media);
    }
  });
}

async function seedChurchMedia(db: Database, igrejaId: number, media: DemoMedia): Promise<void> {
  const [hasTypes] = await db.select({ id: publicacaoTipo.id }).from(publicacaoTipo).where(eq(publicacaoTipo.igrejaId, igrejaId)).limit(1);
  if (!hasTypes) {
    const types = await db
      .insert(publicacaoTipo)
      .values(media.publicationTypes.map((type) => ({ ...type, igrejaId })))
      .returning({ id: publicacaoTipo.id, slug: publicacaoTipo.slug });
    const typeId = new Map(types.map((type) => [type.slug, type.id]));
    await db.insert(publicacao).values(
      media.publications.map(({ tipo, ...item }) => {
        const tipoId = typeId.get(tipo);
        if (!tipoId) throw new Error(`Unknown demo publication type '${tipo}'`);
        return { ...item, igrejaId, tipoId };
      }),
    );
  }

  await db
    .insert(configuracaoEstudo)
    .values({ igrejaId, flagConteudoPublico: media.studiesPublic })
    .onConflictDoNothing({ target: configuracaoEstudo.igrejaId });
  const [hasStudies] = await db.select({ id: estudo.id }).from(estudo).where(eq(estudo.igrejaId, igrejaId)).limit(1);
  if (!hasStudies) await db.insert(estudo).values(media.studies.map((study) => ({ ...study, igrejaId })));

  const [hasPlaylist] = await db.select({ id: videoPlaylist.id }).from(videoPlaylist).where(eq(videoPlaylist.igrejaId, igrejaId));
  if (!hasPlaylist) {
    const [playlist] = await db
      .insert(videoPlaylist)
      .values({ ...media.playlist, igrejaId })
      .returning({ id: videoPlaylist.id });
    if (!playlist) throw new Error('The demo playlist could not be seeded');
    await db.insert(video).values(media.videos.map((item) => ({ ...item, igrejaId, playlistId: playlist.id })));
  }

  await db.insert(podcastFeed).values({ igrejaId, feedUrl: media.podcastFeed }).onConflictDoNothing({ target: podcastFeed.igrejaId });
}
