import { and, count, desc, eq } from 'drizzle-orm';
import type { Video, VideoPlaylist } from '@church/contracts-videos';
import type { Database } from '@church/api-platform/db/database';
import { video, videoPlaylist } from './schema';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';

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

  async playlist(igrejaId: number): Promise<VideoPlaylist | null> {
    const [row] = await this.db
      .select({ id: videoPlaylist.id, titulo: videoPlaylist.titulo, descricao: videoPlaylist.descricao })
      .from(videoPlaylist)
      .where(eq(videoPlaylist.igrejaId, igrejaId));
    return row ?? null;
  }

  async list(igrejaId: number, paging: PageRequest): Promise<Paged<Video>> {
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

  /** The provider ids of the church's videos, newest first (its sitemap). */
  async videoIds(igrejaId: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ videoId: video.videoId })
      .from(video)
      .where(eq(video.igrejaId, igrejaId))
      .orderBy(desc(video.publishedAt), desc(video.id))
      .limit(limit);
    return rows.map((row) => row.videoId);
  }

  async findByVideoId(igrejaId: number, videoId: string): Promise<Video | null> {
    const [row] = await this.db
      .select()
      .from(video)
      .where(and(eq(video.igrejaId, igrejaId), eq(video.videoId, videoId)));
    return row ? toVideo(row) : null;
  }
}
