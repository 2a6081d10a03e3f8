import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { ProblemError } from '@church/api-platform/http/problem';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { pagamento, paymentServices, paymentSettingsFrom } from '@church/api-modules/payments';
import { evento } from '@church/api-modules/schedule';
import { EventCheckout } from '../event-checkout';
import { EventRepository } from '../event-repository';
import { inscricao, inscricaoRecibo } from '../schema';

/** The sandbox's card that is approved at once (README, "Payments sandbox"). */
export const DEMO_APPROVED_CARD = { numero: '4242 4242 4242 4242', validade: '12/40', cvv: '123' } as const;

/** One registration of a church's demo member: an event of its demo events, a ticket type, and who each ticket is for. */
export interface DemoRegistration {
  evento: string;
  ingresso: string;
  /** One ticket each, with the answers to the event's questions (by the question's text). */
  participantes: { nome: string; respostas: Record<string, string> }[];
}

/** The demo member's registration at each church, paid by card and approved, so that My registrations and its tickets show something. */
export const DEMO_MEMBER_REGISTRATIONS: Record<string, DemoRegistration> = {
  grace: {
    evento: 'Marriage Retreat Weekend',
    ingresso: 'Couple',
    participantes: [{ nome: 'Emily Carter', respostas: { "Your spouse's name": 'James Carter' } }],
  },
  esperanca: {
    evento: 'Conferência de Mulheres',
    ingresso: 'Inscrição com almoço',
    participantes: [
      { nome: 'Mariana Souza', respostas: {} },
      { nome: 'Helena Souza', respostas: {} },
    ],
  },
  vida: {
    evento: 'Retiro de Matrimonios',
    ingresso: 'Pareja',
    participantes: [{ nome: 'Lucía Fernández', respostas: { 'Nombre del cónyuge': 'Andrés Fernández' } }],
  },
};

/**
 * Gives each demo church's demo member a registration with tickets, bought through the events
 * checkout and paid by the sandbox's approved card, as a member's own purchase is (the stock taken,
 * the payment approved, the tickets issued), but without a receipt e-mail. A member who has tickets at the
 * church already is left as they are; so is a church whose cards a real provider charges, or whose
 * event has ended or sold out.
 */
export function seedMemberRegistrationsDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_MEMBER_REGISTRATIONS, seedMemberRegistration);
}

async function seedMemberRegistration(db: Database, church: DemoChurchToSeed, demo: DemoRegistration): Promise<void> {
  const [member] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(sql`lower(${usuario.email}) = ${`member@${church.codigo}.example`}`);
  if (!member) return;
  const [registered] = await db
    .select({ id: inscricao.id })
    .from(inscricao)
    .where(and(eq(inscricao.usuarioId, member.id), eq(inscricao.igrejaId, church.id)))
    .limit(1);
  if (registered) return;
  const [row] = await db
    .select({ id: evento.id })
    .from(evento)
    .where(and(eq(evento.igrejaId, church.id), eq(evento.nome, demo.evento)))
    .limit(1);
  const event = row ? await new EventRepository(db).forSale(row.id) : undefined;
  const ticket = event?.ingressos.find((type) => type.nome === demo.ingresso);
  if (!event || !ticket) return;

  const clock = () => new Date();
  const { service, gateway } = paymentServices(db, { ...paymentSettingsFrom(process.env), jobIntervalMs: 0 }, clock);
  // A demo purchase is never charged to a real provider's account.
  if ((await service.providerFor(church.id, 'CARTAO_CREDITO')) !== 'sandbox') return;
  const checkout = new EventCheckout(db, service, { boletoDays: 3, clock, unpaidLimits: { ordersPerBuyer: 3, ticketsPerBuyer: 10, ticketsPerAddress: 40 } });
  const { total } = await checkout.quote(event, 'CARTAO_CREDITO', ticket.valor * demo.participantes.length);
  const card = await gateway.tokeniseCard(church.id, { ...DEMO_APPROVED_CARD, titular: demo.participantes[0]?.nome ?? '' });
  try {
    const bought = await checkout.purchase(
      { kind: 'member', id: member.id },
      event,
      {
        ingressos: demo.participantes.map((participante) => ({
          idIngresso: ticket.id,
          participante: participante.nome,
          respostas: event.perguntas.map((question) => ({ idPergunta: question.id, resposta: participante.respostas[question.pergunta] ?? '' })),
        })),
        totalEsperado: total,
        pagamento: { metodo: 'CARTAO_CREDITO', parcelas: 1, cartao: { token: card.token, salvarCartao: false } },
      },
      { churchMethods: ['CARTAO_CREDITO'], attempt: { id: `demo-seed:${randomUUID()}`, resumed: false }, ip: null },
    );
    // Demo history, not a purchase the member just made: no receipt is mailed for it (its queued receipt goes).
    await db.delete(inscricaoRecibo).where(sql`${inscricaoRecibo.pagamentoId} = (select ${pagamento.id} from ${pagamento} where ${pagamento.codigo} = ${bought.pagamento.codigo})`);
  } catch (error) {
    // The event ended or sold out since it was seeded: the member goes without, the server still starts.
    if (!(error instanceof ProblemError)) throw error;
  } finally {
    // The card was tokenised for this one charge and not saved: the sandbox keeps no card of the demo's.
    await db.execute(sql`delete from sandbox_cartao where token = ${card.token}`);
  }
}
