import type { paths, Video, VideoPlaylist } from '@church/contracts-videos';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';
import { sampleVideos } from '../shared/sample-videos';

/** The videos contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const videosApi = contractHttp<paths>();

export const storyPlaylist: VideoPlaylist = { id: 1, titulo: 'Sunday messages', descricao: 'Every Sunday sermon, newest first.' };

/** `GET /video/{slug}`: the playlist and the given videos as one page, out of `total`. */
export const videoList = (videos: Video[] = sampleVideos, { playlist = storyPlaylist as VideoPlaylist | null, total = videos.length } = {}) =>
  videosApi.get('/video/{slug}', ({ query, response }) =>
    response(200).json({ playlist, videos, total, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 10) }),
  );
export const videoListLoading = () => videosApi.get('/video/{slug}', neverAnswer);
export const videoListFailing = () => videosApi.get('/video/{slug}', serverError);

/** `GET /video/{slug}/{videoId}`: the sample video with that provider id, else 404. */
export const videoItem = () =>
  videosApi.get('/video/{slug}/{videoId}', ({ params, response }) => {
    const video = sampleVideos.find((item) => item.contentDetails.videoId === params.videoId);
    return video ? response(200).json({ video }) : response(404).json(problem(404));
  });
export const videoItemLoading = () => videosApi.get('/video/{slug}/{videoId}', neverAnswer);
export const videoItemFailing = () => videosApi.get('/video/{slug}/{videoId}', serverError);
