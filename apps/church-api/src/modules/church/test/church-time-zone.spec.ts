import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAppDatabase } from '../../../migration-sets';
import { ChurchRepository } from '../../../platform/tenancy/church-repository';
import { igreja, igrejaFusoHorario } from '../../../platform/tenancy/tenancy-tables';
import { churchTimeZone, ianaTimeZone } from '../church-time-zone';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

let database: TestDatabase;
const db = () => database.handle.db;
/** A fixed moment: 15:00 UTC on a November day (10:00 in Boston, 12:00 in São Paulo, 16:00 in Madrid). */
const NOW = DateTime.fromISO('2026-11-27T15:00:00Z');

const storedZone = async (codigo: string) => {
  const [row] = await db()
    .select({ zone: igrejaFusoHorario.fusoHorario })
    .from(igreja)
    .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, igreja.id))
    .where(eq(igreja.codigo, codigo));
  return row?.zone;
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe("a church's time zone (npm run church:time-zone)", () => {
  it('shows the zone and the time there now; a church without one is in UTC', async () => {
    expect(await churchTimeZone(db(), { church: 'grace' }, NOW)).toEqual({
      code: 0,
      lines: [expect.stringMatching(/^Grace Community Church \(grace, id \d+\): America\/New_York; there it is now 2026-11-27 10:00 UTC-05:00\.$/)],
    });
    const fechada = await churchTimeZone(db(), { church: 'fechada' }, NOW);
    expect(fechada.lines[0]).toContain(': America/Sao_Paulo; there it is now 2026-11-27 12:00 UTC-03:00.');
    const vidaId = (await new ChurchRepository(db()).findSummary('code', 'vida'))?.id ?? 0;
    await db().delete(igrejaFusoHorario).where(eq(igrejaFusoHorario.igrejaId, vidaId));
    const vida = await churchTimeZone(db(), { church: 'vida' }, NOW);
    expect(vida.code).toBe(0);
    expect(vida.lines[0]).toMatch(/\(vida, id \d+\): UTC \(none set: UTC, until one is\); there it is now 2026-11-27 15:00 UTC\+00:00\.$/);
  });

  it("sets it (a church without one gets one; one with one has it replaced), as the church's summary then reads it", async () => {
    expect(await churchTimeZone(db(), { church: 'vida', zone: 'Europe/Madrid' }, NOW)).toMatchObject({ code: 0, lines: ['vida: UTC → Europe/Madrid.', expect.stringContaining('Europe/Madrid; there it is now 2026-11-27 16:00 UTC+01:00.')] });
    expect(await storedZone('vida')).toBe('Europe/Madrid');
    // Spelt as Intl spells it.
    expect(await churchTimeZone(db(), { church: 'grace', zone: 'america/chicago' }, NOW)).toMatchObject({ code: 0, lines: ['grace: America/New_York → America/Chicago.', expect.any(String)] });
    expect(await storedZone('grace')).toBe('America/Chicago');
    expect((await new ChurchRepository(db()).findSummary('code', 'grace'))?.fusoHorario).toBe('America/Chicago');
    expect(await churchTimeZone(db(), { church: 'grace', zone: 'America/Chicago' }, NOW)).toMatchObject({ code: 0, lines: ['grace is in America/Chicago already.', expect.any(String)] });
  });

  it('refuses a zone that is not an IANA name, and a code that names no church, changing nothing', async () => {
    for (const zone of ['Mars/Olympus_Mons', 'GMT-3 Brasília', '+03:00', 'UTC+3', '', 'America/']) {
      const refused = await churchTimeZone(db(), { church: 'esperanca', zone }, NOW);
      expect(refused).toEqual({ code: 1, lines: [expect.stringMatching(/^Refused: '.*' is not an IANA time zone \(.*\)\. esperanca keeps America\/Sao_Paulo\.$/)] });
    }
    expect(await storedZone('esperanca')).toBe('America/Sao_Paulo');
    expect(await churchTimeZone(db(), { church: 'nowhere', zone: 'Europe/Madrid' }, NOW)).toEqual({ code: 1, lines: ["No church has the code 'nowhere'."] });
    expect(await churchTimeZone(db(), { church: 'nowhere' }, NOW)).toEqual({ code: 1, lines: ["No church has the code 'nowhere'."] });
  });

  it('takes the IANA names that Intl and Luxon know, and nothing else', () => {
    expect(['America/Sao_Paulo', 'Europe/Madrid', 'UTC', 'Etc/GMT+3', 'America/Argentina/Buenos_Aires'].map(ianaTimeZone)).toEqual([
      'America/Sao_Paulo',
      'Europe/Madrid',
      'UTC',
      'Etc/GMT+3',
      'America/Argentina/Buenos_Aires',
    ]);
    expect(['Brazil/Nowhere', '-03:00', 'local', 'America/Sao Paulo'].map(ianaTimeZone)).toEqual([null, null, null, null]);
  });
});

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const RUN_TIMEOUT_MS = 120_000;

describe('the command itself', () => {
  let folder: string;
  let postgres: TestDatabase | undefined;
  const target = (): NodeJS.ProcessEnv => (postgres?.url ? { DATABASE_URL: postgres.url } : { PGLITE_DIR: join(folder, 'pglite') });

  /** Runs npm run church:time-zone from the repository's root, with only the environment given. */
  function run(args: string[]): Promise<{ code: number | null; out: string }> {
    return new Promise((done, fail) => {
      const child = spawn('npm', ['run', '--silent', 'church:time-zone', '--', ...args], { cwd: root, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...target() } });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
      child.on('error', fail);
      child.on('close', (code) => {
        clearTimeout(timer);
        done({ code, out });
      });
    });
  }

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'church-time-zone-cli-'));
    if (process.env.API_TEST_DRIVER === 'postgres') {
      postgres = await createTestDatabase();
      return;
    }
    // The run's seeded template, unpacked into a folder as npm start's .data/pglite would be.
    const templates = inject('templateDatabases');
    const embedded = new PGlite(join(folder, 'pglite'), { loadDataDir: new Blob([await readFile(templates?.seeded ?? '')], { type: 'application/x-tar' }) });
    await embedded.close();
  }, RUN_TIMEOUT_MS);
  afterAll(async () => {
    await postgres?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('sets and shows a zone in the database the server uses, and refuses with the usage what it cannot do', async () => {
    const set = await run(['--church', 'esperanca', '--zone', 'America/Fortaleza']);
    expect(set.code, set.out).toBe(0);
    expect(set.out).toContain('esperanca: America/Sao_Paulo → America/Fortaleza.');
    const shown = await run(['--church', 'esperanca']);
    expect(shown.code, shown.out).toBe(0);
    expect(shown.out).toMatch(/\(esperanca, id \d+\): America\/Fortaleza; there it is now /);
    const check = postgres ? postgres.handle : openAppDatabase({ kind: 'pglite', dataDir: join(folder, 'pglite') });
    try {
      expect((await new ChurchRepository(check.db).findSummary('code', 'esperanca'))?.fusoHorario).toBe('America/Fortaleza');
    } finally {
      if (!postgres) await check.close();
    }
    const bad = await run(['--church', 'esperanca', '--zone', 'Fortaleza']);
    expect([bad.code, bad.out]).toEqual([1, expect.stringContaining("Refused: 'Fortaleza' is not an IANA time zone")]);
    const unnamed = await run(['--zone', 'UTC']);
    expect([unnamed.code, unnamed.out]).toEqual([2, expect.stringContaining('Name the church: --church <code>.')]);
    expect(unnamed.out).toContain('npm run church:time-zone -- --church grace --zone America/Chicago');
  }, 4 * RUN_TIMEOUT_MS);
});
