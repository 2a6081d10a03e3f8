import { eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { DEMO_PLAN_SHAPES, type DemoPlanShape } from '../plan-builder';
import { planoLeitura } from '../schema';

interface DemoPlan {
  shape: DemoPlanShape;
  nome: string;
  descricao: string;
}

/** The demo churches' plans, in their own languages, built from the Bible's structure. */
const DEMO_PLANS: Record<string, DemoPlan[]> = {
  grace: [
    { shape: 'gospels', nome: 'The Gospels in 30 days', descricao: "Matthew, Mark, Luke and John: the life of Jesus in about three chapters a day." },
    { shape: 'psalmsAndProverbs', nome: 'Psalms and Proverbs in 31 days', descricao: 'A handful of psalms and a chapter of Proverbs each day, for a month of prayer and wisdom.' },
    { shape: 'newTestament', nome: 'The New Testament in 90 days', descricao: 'From Matthew to Revelation in three months, about three chapters a day.' },
    { shape: 'sermonOnTheMount', nome: 'The Sermon on the Mount', descricao: 'Matthew 5 to 7, one chapter a day for three days.' },
  ],
  esperanca: [
    { shape: 'gospels', nome: 'Os Evangelhos em 30 dias', descricao: 'Mateus, Marcos, Lucas e João: a vida de Jesus em cerca de três capítulos por dia.' },
    { shape: 'psalmsAndProverbs', nome: 'Salmos e Provérbios em 31 dias', descricao: 'Alguns salmos e um capítulo de Provérbios por dia, um mês de oração e sabedoria.' },
    { shape: 'newTestament', nome: 'O Novo Testamento em 90 dias', descricao: 'De Mateus a Apocalipse em três meses, cerca de três capítulos por dia.' },
    { shape: 'sermonOnTheMount', nome: 'O Sermão do Monte', descricao: 'Mateus 5 a 7, um capítulo por dia durante três dias.' },
  ],
  vida: [
    { shape: 'gospels', nome: 'Los Evangelios en 30 días', descricao: 'Mateo, Marcos, Lucas y Juan: la vida de Jesús en unos tres capítulos al día.' },
    { shape: 'psalmsAndProverbs', nome: 'Salmos y Proverbios en 31 días', descricao: 'Unos salmos y un capítulo de Proverbios cada día, un mes de oración y sabiduría.' },
    { shape: 'newTestament', nome: 'El Nuevo Testamento en 90 días', descricao: 'De Mateo a Apocalipsis en tres meses, unos tres capítulos al día.' },
    { shape: 'sermonOnTheMount', nome: 'El Sermón del Monte', descricao: 'Mateo 5 a 7, un capítulo al día durante tres días.' },
  ],
};

/** Seeds each demo church's plans once; a church that has plans is left as it is. */
export function seedReadingPlansDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_PLANS, seedChurchPlans);
}

async function seedChurchPlans(db: Database, church: DemoChurchToSeed, plans: DemoPlan[]): Promise<void> {
  const [seeded] = await db.select({ id: planoLeitura.id }).from(planoLeitura).where(eq(planoLeitura.igrejaId, church.id)).limit(1);
  if (seeded) return;
  await db.insert(planoLeitura).values(
    plans.map((plan, index) => ({ igrejaId: church.id, nome: plan.nome, descricao: plan.descricao, leituras: DEMO_PLAN_SHAPES[plan.shape](), ordem: index + 1 })),
  );
}
