import { notFound } from '../../http/problem';
import { type OperationOk as Ok, type OperationRequest as Request, pageOf } from '../media-http';
import type { VideoRepository } from './video-repository';

/** The video calls (§7 `GET /video/{slug}`), named by the operationIds of openapi/api.v1.yaml. */
export function videoHandlers(videos: VideoRepository) {
  async function requireChurch(slug: string): Promise<number> {
    const id = await videos.churchIdBySlug(slug);
    if (id === null) throw notFound(`No church has the slug '${slug}'.`);
    return id;
  }

  return {
    async listVideos(req: Request<'listVideos'>): Promise<Ok<'listVideos'>> {
      const igrejaId = await requireChurch(req.params.slug);
      const paging = pageOf(req.query);
      const [playlist, { items, total }] = await Promise.all([videos.playlist(igrejaId), videos.list(igrejaId, paging)]);
      return { playlist, videos: items, total, ...paging };
    },
    async getVideo(req: Request<'getVideo'>): Promise<Ok<'getVideo'>> {
      const igrejaId = await requireChurch(req.params.slug);
      const found = await videos.findByVideoId(igrejaId, req.params.videoId);
      if (!found) throw notFound(`No video has the id '${req.params.videoId}'.`);
      return { video: found };
    },
  };
}
