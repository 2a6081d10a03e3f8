import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { rowsOf } from '@church/api-platform/db/rows';
import {
  banner,
  cliente,
  congregacao,
  dominioPersonalizado,
  igreja,
  igrejaAplicativo,
  igrejaAppMenu,
  igrejaEntidadeLegal,
  igrejaFusoHorario,
  igrejaOrigemIncorporacao,
  igrejaMetodoPagamento,
  igrejaModulo,
  igrejaVisual,
  metodoPagamento,
  modulo,
  organizacao,
} from '@church/api-platform/tenancy/tenancy-tables';
import { MODULE_CATALOG, PAYMENT_METHOD_CATALOG } from './catalogs';
import { DEMO_CHURCHES, DEMO_ORGANIZATION, type DemoChurch } from './demo-church';
import { demoBannerImage } from './demo-images';
import { demoChurchOf, demoTemplateOf, networkChurch } from './demo-network';
import { demoChurchesToSeed } from './each-demo-church';

/** Any constant: it only has to be the same for every process that seeds. */
const SEED_LOCK_KEY = 7_245_001;

/**
 * Seeds the catalogues, the demo churches and the first `networkChurches` churches of the generated
 * network (demo-network.ts). Idempotent: catalogues are upserted and a church that already exists is
 * left as it is, so edits made through the product survive a restart. An advisory lock keeps two
 * processes starting at once from seeding twice.
 */
export async function seedDemoChurches(db: Database, networkChurches = 0): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await tx
      .insert(modulo)
      .values([...MODULE_CATALOG])
      .onConflictDoUpdate({ target: modulo.codigo, set: { nome: sql`excluded.nome` } });
    await tx
      .insert(metodoPagamento)
      .values([...PAYMENT_METHOD_CATALOG])
      .onConflictDoUpdate({ target: metodoPagamento.codigo, set: { nome: sql`excluded.nome` } });
    const [org] = await tx
      .insert(organizacao)
      .values(DEMO_ORGANIZATION)
      .onConflictDoUpdate({ target: organizacao.slug, set: { nome: DEMO_ORGANIZATION.nome } })
      .returning({ id: organizacao.id });
    if (!org) throw new Error('The demo organization could not be seeded');

    const churches = [...DEMO_CHURCHES, ...Array.from({ length: networkChurches }, (_, i) => networkChurch(i + 1))];
    const existing = new Set(
      (await tx.select({ codigo: igreja.codigo }).from(igreja).where(inArray(igreja.codigo, churches.map((church) => church.codigo)))).map((row) => row.codigo),
    );
    for (const church of churches) if (!existing.has(church.codigo)) await insertChurch(tx, org.id, church);
  });
}

async function insertChurch(db: Database, organizacaoId: number, church: DemoChurch): Promise<void> {
  const [created] = await db
    .insert(igreja)
    .values({
      codigo: church.codigo,
      slug: church.slug,
      organizacaoId,
      nome: church.nome,
      idioma: church.idioma,
      moeda: church.moeda,
      flagAtivo: church.flagAtivo,
      descricao: church.descricao,
      historia: church.historia,
      imagens: [demoBannerImage(demoTemplateOf(church.codigo)?.codigo ?? church.codigo, 1)],
      email: church.email,
      telefone: church.telefone,
      endereco: church.endereco,
      cidade: church.cidade,
      estado: church.estado,
      pais: church.pais,
    })
    .returning({ id: igreja.id });
  if (!created) throw new Error(`The demo church ${church.codigo} could not be seeded`);
  const igrejaId = created.id;

  await db.insert(cliente).values({
    igrejaId,
    organizacaoId,
    nome: church.nome,
    cidade: church.cidade,
    estado: church.estado,
    pais: church.pais,
    endereco: church.endereco,
    latitude: church.latitude,
    longitude: church.longitude,
  });
  await db.insert(igrejaVisual).values({ igrejaId, corApp: church.corApp, logo: null });

  if (church.modules.length) {
    const modules = await db.select().from(modulo).where(inArray(modulo.codigo, [...church.modules]));
    await db.insert(igrejaModulo).values(modules.map((m) => ({ igrejaId, moduloId: m.id })));
  }
  if (church.paymentMethods.length) {
    const methods = await db
      .select()
      .from(metodoPagamento)
      .where(inArray(metodoPagamento.codigo, church.paymentMethods.map((m) => m.codigo)));
    await db.insert(igrejaMetodoPagamento).values(
      church.paymentMethods.map((m) => ({
        igrejaId,
        metodoPagamentoId: methods.find((row) => row.codigo === m.codigo)?.id ?? 0,
        idGatewayPagamento: m.idGatewayPagamento,
      })),
    );
  }
  if (church.menu.length) {
    await db.insert(igrejaAppMenu).values(
      church.menu.map((item, index) => ({ igrejaId, ...item, ordem: index + 1, flagExterno: item.flagExterno ?? false })),
    );
  }
  if (church.banners.length) {
    await db.insert(banner).values(
      church.banners.map((item, index) => ({
        igrejaId,
        titulo: item.titulo,
        link: item.link,
        ordem: index + 1,
        imagem: demoBannerImage(demoTemplateOf(church.codigo)?.codigo ?? church.codigo, index + 1),
      })),
    );
  }
  await db.insert(congregacao).values(church.congregations.map((c) => ({ igrejaId, ...c })));
  for (const hostname of church.customHostnames ?? []) {
    await db.insert(dominioPersonalizado).values({ hostname, igrejaId });
  }
}

/**
 * Gives the demo churches their legal entity (what their receipts and giving statements are issued by),
 * each one that has none yet: a church seeded before churches had one gets it, a church's own edit stays.
 * Not part of seedDemoChurches: that seed keeps to the tables the church set has had from the start
 * (test/db/migration-sets.spec.ts seeds a database migrated by the sets of c45f153 with it), so the
 * modules that issue receipts (giving) call this from their own seed, on a database migrated to date.
 */
export async function seedDemoLegalEntities(db: Database): Promise<void> {
  for (const { id, church } of await seededDemoChurches(db)) {
    if (church.legal) await db.insert(igrejaEntidadeLegal).values({ igrejaId: id, ...church.legal }).onConflictDoNothing();
  }
}

/**
 * Gives each demo church its time zone (grace America/New_York, esperanca and fechada America/Sao_Paulo,
 * vida Europe/Madrid), each one that has none yet, so a zone set since stays. Part of the church module's
 * seed, after seedDemoChurches; on a database the church set migrated before zones had a table (what
 * test/db/migration-sets.spec.ts seeds, as seedDemoChurches explains) it does nothing: the next start,
 * migrated, seeds them.
 */
export async function seedDemoTimeZones(db: Database): Promise<void> {
  const [table] = rowsOf<{ name: string | null }>(await db.execute(sql`select to_regclass('igreja_fuso_horario')::text as name`));
  if (!table?.name) return;
  for (const { id, church } of await seededDemoChurches(db)) {
    await db.insert(igrejaFusoHorario).values({ igrejaId: id, fusoHorario: church.fusoHorario }).onConflictDoNothing();
  }
}

/**
 * Gives the demo churches that have an app of their own (grace) its store links, each one that has none
 * yet, so links set since stay; esperanca and vida have none, and their homes offer the installable web
 * app. Part of the church module's seed, after seedDemoChurches; like seedDemoTimeZones, it does nothing
 * on a database the church set migrated before the links had a table.
 */
export async function seedDemoAppLinks(db: Database): Promise<void> {
  const [table] = rowsOf<{ name: string | null }>(await db.execute(sql`select to_regclass('igreja_aplicativo')::text as name`));
  if (!table?.name) return;
  for (const { id, church } of await seededDemoChurches(db)) {
    if (church.app) await db.insert(igrejaAplicativo).values({ igrejaId: id, ...church.app }).onConflictDoNothing();
  }
}

/**
 * Gives the demo churches that let other sites frame their embeddable pages (grace) those sites, each
 * church that names none yet, so a list set since stays; like seedDemoTimeZones, it does nothing on a
 * database the church set migrated before the sites had a table.
 */
export async function seedDemoEmbedOrigins(db: Database): Promise<void> {
  const [table] = rowsOf<{ name: string | null }>(await db.execute(sql`select to_regclass('igreja_origem_incorporacao')::text as name`));
  if (!table?.name) return;
  for (const { id, church } of await seededDemoChurches(db)) {
    if (!church.embedOrigins?.length) continue;
    const [named] = await db.select({ origem: igrejaOrigemIncorporacao.origem }).from(igrejaOrigemIncorporacao).where(eq(igrejaOrigemIncorporacao.igrejaId, id)).limit(1);
    if (!named) await db.insert(igrejaOrigemIncorporacao).values(church.embedOrigins.map((origem) => ({ igrejaId: id, origem })));
  }
}

/** The demo and network churches that exist, each with what it is seeded from. */
async function seededDemoChurches(db: Database): Promise<{ id: number; church: DemoChurch }[]> {
  const churches = await demoChurchesToSeed(db, DEMO_CHURCHES.map((church) => church.codigo));
  return churches.flatMap(({ id, codigo }) => {
    const church = demoChurchOf(codigo);
    return church ? [{ id, church }] : [];
  });
}
