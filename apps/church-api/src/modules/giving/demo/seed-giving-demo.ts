import { eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedDemoLegalEntities, seedEachDemoChurch } from '@church/api-modules/church';
import { doacaoConfiguracao, pagamentoMotivo } from '../schema';
import { seedMemberGiftsDemo } from './seed-member-gifts-demo';

interface DemoGiving {
  /** The least a gift to a reason may be, in cents. */
  valorMinimo: number;
  qtdeMaxParcelas: number;
  motivos: { nome: string; descricao: string; flagPermiteRecorrencia: boolean }[];
}

/** The demo churches' giving reasons, in their own languages; tithes and monthly support may recur. */
const DEMO_GIVING: Record<string, DemoGiving> = {
  grace: {
    valorMinimo: 500,
    qtdeMaxParcelas: 1,
    motivos: [
      { nome: 'Tithe', descricao: 'A tenth of what God has given you, for the life of the church.', flagPermiteRecorrencia: true },
      { nome: 'Offering', descricao: 'A gift of thanks beyond the tithe.', flagPermiteRecorrencia: false },
      { nome: 'Missions', descricao: 'Supports our missionaries in Kenya and Peru.', flagPermiteRecorrencia: true },
      { nome: 'Building fund', descricao: 'The new children’s wing.', flagPermiteRecorrencia: false },
    ],
  },
  esperanca: {
    valorMinimo: 1000,
    // Card instalments exist only in reais (payments/installments.ts).
    qtdeMaxParcelas: 3,
    motivos: [
      { nome: 'Dízimo', descricao: 'A décima parte, para a vida da igreja.', flagPermiteRecorrencia: true },
      { nome: 'Oferta', descricao: 'Uma oferta de gratidão.', flagPermiteRecorrencia: false },
      { nome: 'Ação social', descricao: 'Cestas básicas e o projeto com crianças da comunidade.', flagPermiteRecorrencia: true },
    ],
  },
  vida: {
    valorMinimo: 300,
    qtdeMaxParcelas: 1,
    motivos: [
      { nome: 'Diezmo', descricao: 'La décima parte, para la vida de la iglesia.', flagPermiteRecorrencia: true },
      { nome: 'Ofrenda', descricao: 'Una ofrenda de gratitud.', flagPermiteRecorrencia: false },
    ],
  },
};

/**
 * Seeds each demo church's giving settings and reasons once (a church that has reasons is left as it
 * is), then the demo member's gift at each church, unless they have given there.
 */
export async function seedGivingDemo(db: Database): Promise<void> {
  // Gifts are receipted and stated in the name of the church's legal entity.
  await seedDemoLegalEntities(db);
  await seedEachDemoChurch(db, DEMO_GIVING, seedChurchGiving);
  await seedMemberGiftsDemo(db);
}

async function seedChurchGiving(db: Database, church: DemoChurchToSeed, giving: DemoGiving): Promise<void> {
  const [seeded] = await db.select({ id: pagamentoMotivo.id }).from(pagamentoMotivo).where(eq(pagamentoMotivo.igrejaId, church.id)).limit(1);
  if (seeded) return;
  await db
    .insert(doacaoConfiguracao)
    .values({ igrejaId: church.id, valorMinimo: giving.valorMinimo, qtdeMaxParcelas: giving.qtdeMaxParcelas })
    .onConflictDoNothing();
  await db.insert(pagamentoMotivo).values(giving.motivos.map((motivo, ordem) => ({ igrejaId: church.id, ...motivo, ordem })));
}
