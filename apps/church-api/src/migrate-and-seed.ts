import { type AppConfig, ConfigError, loadConfig } from '@church/api-platform/config';
import { openAppDatabase } from './migration-sets';
import { seedDemo } from './seed-demo';

/**
 * Migrates the configured database and seeds the demo (the demo churches and DEMO_NETWORK_CHURCHES
 * churches of the generated network, unless SEED_DEMO=false), then exits: what a deployment runs once
 * before starting replicas with SEED_DEMO=false, and what bench:sunday runs before its cluster starts.
 */
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Nothing was migrated: ${error.message}`);
  process.exit(1);
}
const database = openAppDatabase(config.database);
try {
  await database.migrate();
  if (config.seedDemo) await seedDemo(database.db, undefined, { networkChurches: config.demoNetworkChurches });
} finally {
  await database.close();
}
