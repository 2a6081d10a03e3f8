import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from '@church/api-platform/config';
import { openAppDatabase } from './migration-sets';
import { seedDemo } from './seed-demo';

/** A setting the server refuses (its own, or a module's) stops the start, saying which and why. */
async function orExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The server will not start: ${error.message}`);
    process.exit(1);
  }
}

const config: AppConfig = await orExit(() => loadConfig());
const database = openAppDatabase(config.database, {
  onIdleClientError: (error) => console.warn(`An idle database connection was lost: ${error.message}`),
});
await database.migrate();
if (config.seedDemo) await seedDemo(database.db, undefined, { networkChurches: config.demoNetworkChurches });

const app = await orExit(() => buildApp({ config, database, logger: { level: config.logLevel } }));
if (!config.webDist) app.log.warn('No church-web build found: serving the APIs only (run npm run build).');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
if (process.env.PRINT_DEMO_URLS !== 'false') {
  const port = config.port === 80 ? '' : `:${config.port}`;
  const codes = ['grace', 'esperanca', 'vida', 'fechada'];
  console.log(
    `\nDemo churches:\n${codes.map((code) => `  http://${code}.${config.appDomain}${port}`).join('\n')}\n` +
      `  http://www.gracechurch.test${port} (custom host name of grace: map it to 127.0.0.1 to try it)\n`,
  );
}
