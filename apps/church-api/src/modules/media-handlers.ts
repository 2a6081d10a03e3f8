import type { Database } from '../db/database';
import { podcastFeedReaderFromEnvironment, podcastHandlers } from './podcasts/podcast-handlers';
import { PodcastRepository } from './podcasts/podcast-repository';
import { publicationHandlers } from './publications/publication-handlers';
import { PublicationRepository } from './publications/publication-repository';
import { studyHandlers } from './studies/study-handlers';
import { StudyRepository } from './studies/study-repository';
import { videoHandlers } from './videos/video-handlers';
import { VideoRepository } from './videos/video-repository';

/** The handlers of the media modules: publications, small-group studies, videos and podcasts. */
export function mediaHandlers(db: Database) {
  return {
    ...publicationHandlers(new PublicationRepository(db)),
    ...studyHandlers(new StudyRepository(db)),
    ...videoHandlers(new VideoRepository(db)),
    ...podcastHandlers(new PodcastRepository(db), podcastFeedReaderFromEnvironment()),
  };
}
