import { and, count, desc, eq } from 'drizzle-orm';
import type { Video, VideoPlaylist } from '@church/data-access/schemas';
import type { Database } from '../../db/database';
import { igreja } from '../../db/schema/church';
import { video, videoPlaylist } from '../../db/schema/media';
import { offsetOf, type PageRequest } from '../media-http';

type VideoRow = typeof video.$inferSelect;

function toVideo(row: VideoRow): Video {
  return {
    id: row.id,
    titulo: row.titulo,
    descricao: row.descricao,
    source: row.source,
    contentDetails: { videoId: row.videoId },
    thumbnail: row.thumbnail,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** The church's video playlist. Every query is scoped by the church. */
export class VideoRepository {
  constructor(private readonly db: Database) {}

  async churchIdBySlug(slug: string): Promise<number | null> {
    const [row] = await this.db.select({ id: igreja.id }).from(igreja).where(eq(igreja.slug, slug));
    return row?.id ?? null;
  }

  async playlist(igrejaId: number): Promise<VideoPlaylist | null> {
    const [row] = await this.db
      .select({ id: videoPlaylist.id, titulo: videoPlaylist.titulo, descricao: videoPlaylist.descricao })
      .from(videoPlaylist)
      .where(eq(videoPlaylist.igrejaId, igrejaId));
    return row ?? null;
  }

  async list(igrejaId: number, paging: PageRequest): Promise<{ items: Video[]; total: number }> {
    const rows = await this.db
      .select()
      .from(video)
      .where(eq(video.igrejaId, igrejaId))
      .orderBy(desc(video.publishedAt), desc(video.id))
      .limit(paging.limit)
      .offset(offsetOf(paging));
    const [totals] = await this.db.select({ total: count() }).from(video).where(eq(video.igrejaId, igrejaId));
    return { items: rows.map(toVideo), total: Number(totals?.total ?? 0) };
  }

  async findByVideoId(igrejaId: number, videoId: string): Promise<Video | null> {
    const [row] = await this.db
      .select()
      .from(video)
      .where(and(eq(video.igrejaId, igrejaId), eq(video.videoId, videoId)));
    return row ? toVideo(row) : null;
  }
}
