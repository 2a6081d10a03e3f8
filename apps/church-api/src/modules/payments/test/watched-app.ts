import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

/** An app whose every log line (pino at trace) and every answer are kept, to be searched for secrets. */
export interface WatchedApp {
  app: FastifyInstance;
  database: TestDatabase;
  logLines: string[];
  answers: string[];
}

/** The app on a fresh database with `env`, the dev mailbox on and responses validated, watched as WatchedApp says. */
export async function watchedApp(env: NodeJS.ProcessEnv): Promise<WatchedApp> {
  const logLines: string[] = [];
  const answers: string[] = [];
  const database = await createTestDatabase();
  const config = { ...loadConfig({ MAILBOX_ENABLED: 'true', ...env }), webDist: null };
  const app = await buildApp({ config, database: database.handle, validateResponses: true, logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } } });
  await app.ready();
  // Every answer, whoever asks (the helpers call app.inject).
  const inject = app.inject.bind(app) as (options: object) => Promise<LightMyRequestResponse>;
  (app as unknown as { inject: typeof inject }).inject = async (options: object) => {
    const response = await inject(options);
    answers.push(`${response.statusCode} ${JSON.stringify(response.headers)} ${response.body}`);
    return response;
  };
  return { app, database, logLines, answers };
}
