import { eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { video, videoPlaylist } from '../schema';
import { ESPERANCA_VIDEOS } from './esperanca';
import { GRACE_VIDEOS } from './grace';
import type { VideosDemo } from './videos-demo';
import { VIDA_VIDEOS } from './vida';

const DEMO_VIDEOS: Record<string, VideosDemo> = { grace: GRACE_VIDEOS, esperanca: ESPERANCA_VIDEOS, vida: VIDA_VIDEOS };

/** The demo churches' playlists and videos. A church that has a playlist is left as it is. */
export function seedVideosDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_VIDEOS, seedChurchVideos);
}

async function seedChurchVideos(db: Database, church: DemoChurchToSeed, demo: VideosDemo): Promise<void> {
  const [seeded] = await db.select({ id: videoPlaylist.id }).from(videoPlaylist).where(eq(videoPlaylist.igrejaId, church.id));
  if (seeded) return;
  const [playlist] = await db
    .insert(videoPlaylist)
    .values({ ...demo.playlist, igrejaId: church.id })
    .returning({ id: videoPlaylist.id });
  if (!playlist) throw new Error('The demo playlist could not be seeded');
  await db.insert(video).values(demo.videos.map((item) => ({ ...item, igrejaId: church.id, playlistId: playlist.id })));
}
