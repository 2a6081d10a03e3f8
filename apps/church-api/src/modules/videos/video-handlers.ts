import type { operations } from '@church/contracts-videos';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { notFound } from '@church/api-platform/http/problem';
import type { VideoRepository } from './video-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The video calls (§7 `GET /video/{slug}`): the church's playlist with a page of its videos, and one video. */
export function videoHandlers(videos: VideoRepository) {
  return {
    async listVideos(req: Request<'listVideos'>): Promise<Ok<'listVideos'>> {
      const paging = pageOf(req.query);
      const [playlist, { items, total }] = await Promise.all([videos.playlist(req.church.id), videos.list(req.church.id, paging)]);
      return { playlist, videos: items, total, ...paging };
    },
    async getVideo(req: Request<'getVideo'>): Promise<Ok<'getVideo'>> {
      const found = await videos.findByVideoId(req.church.id, req.params.videoId);
      if (!found) throw notFound(`No video has the id '${req.params.videoId}'.`);
      return { video: found };
    },
  };
}
