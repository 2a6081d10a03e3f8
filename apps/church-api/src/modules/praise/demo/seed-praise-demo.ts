import { and, asc, eq, ne, notExists } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { transmissao } from '@church/api-modules/live';
import { cultoLouvor, louvor } from '../schema';
import type { DemoSong } from './demo-song';
import { ESPERANCA_SONGS, GRACE_SONGS, VIDA_SONGS } from './demo-songs';

const DEMO_SONGS: Record<string, DemoSong[]> = { grace: GRACE_SONGS, esperanca: ESPERANCA_SONGS, vida: VIDA_SONGS };

/**
 * The demo churches' songs, in their languages, once; and at every start, a setlist for each broadcast
 * service that has none (the live demo adds a service on now at a start when the last one is over):
 * the church's songs with chords, in their order.
 */
export function seedPraiseDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_SONGS, seedChurchSongs);
}

async function seedChurchSongs(db: Database, church: DemoChurchToSeed, songs: DemoSong[]): Promise<void> {
  const ofChurch = eq(louvor.igrejaId, church.id);
  const [seeded] = await db.select({ id: louvor.id }).from(louvor).where(ofChurch).limit(1);
  if (!seeded) {
    await db.insert(louvor).values(songs.map((song) => ({ igrejaId: church.id, ...song, chordPro: song.chordPro ?? '', arquivos: song.arquivos ?? [] })));
  }
  const withChords = (await db.select({ id: louvor.id }).from(louvor).where(and(ofChurch, ne(louvor.chordPro, ''))).orderBy(asc(louvor.id))).map(
    (song) => song.id,
  );
  const services = await db
    .select({ cultoId: transmissao.cultoId })
    .from(transmissao)
    .where(and(eq(transmissao.igrejaId, church.id), notExists(db.select({ ordem: cultoLouvor.ordem }).from(cultoLouvor).where(eq(cultoLouvor.cultoId, transmissao.cultoId)))));
  const rows = services.flatMap(({ cultoId }) => withChords.map((louvorId, index) => ({ cultoId, louvorId, ordem: index + 1 })));
  if (rows.length > 0) await db.insert(cultoLouvor).values(rows);
}
