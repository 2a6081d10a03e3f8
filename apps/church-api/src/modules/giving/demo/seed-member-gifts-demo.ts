import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { ProblemError } from '@church/api-platform/http/problem';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { pagamento, paymentServices, paymentSettingsFrom, priceWithFees } from '@church/api-modules/payments';
import { GiftCheckout } from '../gift-checkout';
import { givingOptions } from '../giving-options';
import { doacao, doacaoRecibo } from '../schema';

/** The sandbox's card that is approved at once (README, "Payments sandbox"). */
const DEMO_APPROVED_CARD = { numero: '4242 4242 4242 4242', validade: '12/40', cvv: '123' } as const;

/** One gift of a church's demo member: to one of the church's demo reasons (by name), in cents of its currency. */
export interface DemoGift {
  motivo: string;
  valor: number;
}

/** The demo member's gift at each church, paid by card and approved, so that My gifts and the statement show something. */
export const DEMO_MEMBER_GIFTS: Record<string, DemoGift> = {
  grace: { motivo: 'Tithe', valor: 5000 },
  esperanca: { motivo: 'Dízimo', valor: 15000 },
  vida: { motivo: 'Diezmo', valor: 3000 },
};

/**
 * Gives each demo church's demo member a one-off gift, made through the giving checkout and paid by
 * the sandbox's approved card, as a member's own gift is (the payment approved, the gift and its
 * reason recorded), but without a receipt e-mail. A member who has given at the church already is left as they
 * are; so is a church whose cards a real provider charges.
 */
export function seedMemberGiftsDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_MEMBER_GIFTS, seedMemberGift);
}

async function seedMemberGift(db: Database, church: DemoChurchToSeed, demo: DemoGift): Promise<void> {
  const [member] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(sql`lower(${usuario.email}) = ${`member@${church.codigo}.example`}`);
  if (!member) return;
  const [given] = await db
    .select({ id: doacao.id })
    .from(doacao)
    .where(and(eq(doacao.usuarioId, member.id), eq(doacao.igrejaId, church.id)))
    .limit(1);
  if (given) return;
  const options = await givingOptions(db, church.id, ['CARTAO_CREDITO']);
  const reason = options?.motivos.find((motivo) => motivo.nome === demo.motivo);
  if (!options || !reason) return;

  const clock = () => new Date();
  const { service, gateway } = paymentServices(db, { ...paymentSettingsFrom(process.env), jobIntervalMs: 0 }, clock);
  // A demo gift is never charged to a real provider's account.
  if ((await service.providerFor(church.id, 'CARTAO_CREDITO')) !== 'sandbox') return;
  const [person] = await db.select({ nome: usuario.nome, sobrenome: usuario.sobrenome }).from(usuario).where(eq(usuario.id, member.id));
  const card = await gateway.tokeniseCard(church.id, { ...DEMO_APPROVED_CARD, titular: `${person?.nome ?? ''} ${person?.sobrenome ?? ''}`.trim() });
  const checkout = new GiftCheckout(db, service, clock);
  // The church takes the fee (the donor does not cover it): the total is the gift, as the give page asks.
  const { total } = priceWithFees(await service.feeRuleFor(church.id, 'CARTAO_CREDITO', options.moeda), demo.valor, false);
  try {
    const given = await checkout.give(
      { kind: 'member', id: member.id },
      options,
      {
        igreja: church.id,
        motivos: [{ idMotivo: reason.id, valor: demo.valor }],
        flagUsuarioTaxa: false,
        totalEsperado: total,
        pagamento: { metodo: 'CARTAO_CREDITO', parcelas: 1, cartao: { token: card.token, salvarCartao: false } },
      },
      { attempt: { id: `demo-seed:${randomUUID()}`, resumed: false }, ip: null },
    );
    // Demo history, not a gift the member just made: no receipt is mailed for it (its queued receipt goes).
    await db.delete(doacaoRecibo).where(sql`${doacaoRecibo.pagamentoId} = (select ${pagamento.id} from ${pagamento} where ${pagamento.codigo} = ${given.pagamento.codigo})`);
  } catch (error) {
    // The church's giving was changed (a higher minimum, the reason closed): the member goes without, the server still starts.
    if (!(error instanceof ProblemError)) throw error;
  } finally {
    // The card was tokenised for this one charge and not saved: the sandbox keeps no card of the demo's.
    await db.execute(sql`delete from sandbox_cartao where token = ${card.token}`);
  }
}
