import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabase } from '../../src/migration-sets';
import type { DatabaseHandle } from '../../src/platform/db/database';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// Replicas share a PostgreSQL database; PGlite belongs to one process.
describe.skipIf(process.env.API_TEST_DRIVER !== 'postgres')('replicas started together on a new database', () => {
  let database: TestDatabase;
  const replicas: DatabaseHandle[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close().catch(() => undefined)));
    await database?.dispose();
  });

  it('migrate it once: the others wait for the first, then find every migration applied', async () => {
    const url = database.url;
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    replicas.push(database.handle, openAppDatabase({ kind: 'postgres', url }), openAppDatabase({ kind: 'postgres', url }));
    await Promise.all(replicas.map((replica) => replica.migrate()));
    for (const replica of replicas) expect(await replica.isReady()).toBe(true);
  });
});
