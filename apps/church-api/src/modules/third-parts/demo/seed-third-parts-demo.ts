import { eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { type AppMode, type AppModuleCode, igrejaAppExterno } from '../schema';
import { DEMO_APP_PATH } from './demo-app-routes';

interface DemoApp {
  codigoModulo: AppModuleCode;
  slug: string;
  nome: string;
  modo: AppMode;
  /** False: configured, its module left off (its page goes home, and it is in no menu). */
  switchedOn?: false;
}

/**
 * The demo churches' apps. Each opens the demo app this server serves on the church's own site (an
 * address that is a path of the site, so the demo works offline, on any port), which verifies its token
 * against the church's JWKS and greets the member; each is an entry of its church's menu. Esperança has
 * its second app configured with its module off (its page goes home); vida has neither module: its
 * /third-parts goes home.
 */
const DEMO_APPS: Record<string, DemoApp[]> = {
  grace: [
    { codigoModulo: 'MOD_APP_EXTERNO_1', slug: 'study-hub', nome: 'Bible Study Hub', modo: 'embutido' },
    { codigoModulo: 'MOD_APP_EXTERNO_2', slug: 'volunteers', nome: 'Volunteer Rota', modo: 'nova-aba' },
  ],
  esperanca: [
    { codigoModulo: 'MOD_APP_EXTERNO_1', slug: 'estudos', nome: 'Estudos em Grupo', modo: 'embutido' },
    { codigoModulo: 'MOD_APP_EXTERNO_2', slug: 'voluntarios', nome: 'Escala de Voluntários', modo: 'nova-aba', switchedOn: false },
  ],
  vida: [],
};

/** Seeds each demo church's apps once (and switches their modules on then); a church that has apps is left as it is. */
export function seedThirdPartsDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_APPS, seedChurchApps);
}

async function seedChurchApps(db: Database, church: DemoChurchToSeed, apps: DemoApp[]): Promise<void> {
  if (apps.length === 0) return;
  const [seeded] = await db.select({ id: igrejaAppExterno.id }).from(igrejaAppExterno).where(eq(igrejaAppExterno.igrejaId, church.id)).limit(1);
  if (seeded) return;
  // A demo database made before these modules existed has the church without them: switched on with its apps.
  for (const app of apps.filter((candidate) => candidate.switchedOn !== false)) {
    await db.execute(sql`insert into igreja_modulo (igreja_id, modulo_id) select ${church.id}, id from modulo where codigo = ${app.codigoModulo} on conflict do nothing`);
  }
  await db.insert(igrejaAppExterno).values(
    apps.map(({ switchedOn: _switchedOn, ...app }) => ({
      igrejaId: church.id,
      ...app,
      endereco: `${DEMO_APP_PATH}?aud=${encodeURIComponent(`demo-${app.slug}`)}`,
      audiencia: `demo-${app.slug}`,
    })),
  );
}
