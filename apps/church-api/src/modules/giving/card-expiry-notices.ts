import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { rowsOf } from '@church/api-platform/db/rows';
import type { ChurchSiteLinks } from '@church/api-platform/mail/church-site-links';
import type { MailOutbox } from '@church/api-platform/mail/outbox';
import { type MailLanguage, type MailParts, type RenderedMail, mailLanguageOf, renderMail } from '@church/api-platform/mail/templates';
import { usuario } from '@church/api-platform/identity/identity-tables';
import type { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { localeOf, usuarioCartaoGatewayPagamento as cartao } from '@church/api-modules/payments';
import { cartaoAvisoValidade, doacaoRecorrente, pagamentoMotivo } from './schema';

export interface CardExpiryDeps {
  db: Database;
  outboxOf: (db: Database) => MailOutbox;
  churches: ChurchRepository;
  siteLinks: ChurchSiteLinks;
  clock: () => Date;
}

interface ExpiringCard {
  id: number;
  usuario_id: number;
  igreja_id: number;
  bandeira: string;
  ultimos_digitos: string;
  validade: string;
  mes: number;
  ano: number;
}

/**
 * Tells members that a saved card expires soon, once per card and expiry, from the first day of the
 * month it expires at the end of (a month before it stops working), naming the recurring gifts it pays
 * and linking to the saved cards. The notice is recorded (cartao_aviso_validade) in the transaction that
 * queues its mail, only if no runner recorded it first: two app processes never send it twice.
 */
export class CardExpiryNotices {
  constructor(private readonly deps: CardExpiryDeps) {}

  /** Sends the notices due at the clock's today; returns how many were queued. */
  async sendDue(limit = 200): Promise<number> {
    const { db } = this.deps;
    const today = this.deps.clock().toISOString().slice(0, 10);
    // A card's expiry (MM/YY or MM/YYYY) as the first day of its month; anything else is never due.
    const expiryMonth = sql`case when c.validade ~ '^(0?[1-9]|1[0-2])/([0-9]{2}|[0-9]{4})$'
      then make_date(case when length(split_part(c.validade, '/', 2)) = 2 then 2000 + split_part(c.validade, '/', 2)::integer else split_part(c.validade, '/', 2)::integer end,
                     split_part(c.validade, '/', 1)::integer, 1) end`;
    const due = rowsOf<ExpiringCard>(
      await db.execute(sql`
        select c.id, c.usuario_id, c.igreja_id, c.bandeira, c.ultimos_digitos, c.validade,
               extract(month from e.mes)::integer as mes, extract(year from e.mes)::integer as ano
        from ${cartao} c cross join lateral (select ${expiryMonth} as mes) e
        where e.mes <= ${today}::date and ${today}::date < e.mes + interval '1 month'
          and not exists (select 1 from ${cartaoAvisoValidade} a where a.cartao_id = c.id and a.validade = c.validade)
        order by c.id limit ${limit}`),
    );
    let sent = 0;
    for (const card of due) {
      const mail = await this.render(card);
      const queued = await db.transaction(async (tx) => {
        const fresh = await tx.insert(cartaoAvisoValidade).values({ cartaoId: card.id, validade: card.validade }).onConflictDoNothing().returning();
        if (fresh.length === 0 || !mail) return false;
        await this.deps.outboxOf(tx).enqueue(mail);
        return true;
      });
      if (queued) sent += 1;
    }
    return sent;
  }

  private async render(card: ExpiringCard) {
    const { db } = this.deps;
    const [donor] = await db.select({ nome: usuario.nome, email: usuario.email }).from(usuario).where(eq(usuario.id, card.usuario_id));
    const church = await this.deps.churches.findSummary('id', card.igreja_id);
    if (!donor || !church) return null;
    const gifts = await db
      .select({ valor: doacaoRecorrente.valor, dias: doacaoRecorrente.recorrenciaDias, motivo: pagamentoMotivo.nome, moeda: igreja.moeda })
      .from(doacaoRecorrente)
      .innerJoin(pagamentoMotivo, eq(pagamentoMotivo.id, doacaoRecorrente.motivoId))
      .innerJoin(igreja, eq(igreja.id, doacaoRecorrente.igrejaId))
      .where(and(eq(doacaoRecorrente.cartaoId, card.id), inArray(doacaoRecorrente.status, ['ativa', 'pausada'])));
    const locale = localeOf(church.idioma);
    const site = await this.deps.siteLinks.siteOf(church, '');
    const mail = cardExpiryMail({
      language: mailLanguageOf(church.idioma),
      churchName: church.nome,
      firstName: donor.nome,
      card: `${card.bandeira.toUpperCase()} •••• ${card.ultimos_digitos}`,
      expires: `${String(card.mes).padStart(2, '0')}/${card.ano}`,
      gifts: gifts.map((gift) => ({ amount: new Intl.NumberFormat(locale, { style: 'currency', currency: gift.moeda }).format(gift.valor / 100), reason: gift.motivo, days: gift.dias })),
      links: { cards: `${site}/user/cards`, giving: `${site}/user/giving` },
    });
    return { igrejaId: church.id, fromName: church.nome, to: donor.email, ...mail };
  }
}

interface CardExpiryContext {
  language: MailLanguage;
  churchName: string;
  firstName: string;
  /** The card as the member knows it: `VISA •••• 4242`. */
  card: string;
  /** Its last month, `MM/YYYY`. */
  expires: string;
  /** The recurring gifts it pays, formatted. */
  gifts: { amount: string; reason: string; days: number }[];
  links: { cards: string; giving: string };
}

/** The notice that a saved card expires at the end of the month: add the new one, and choose it for the recurring gifts it pays. */
export function cardExpiryMail({ language, churchName, firstName, card, expires, gifts, links }: CardExpiryContext): RenderedMail {
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `Seu cartão ${card} vence em breve — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: [
        `O cartão ${card} que você salvou na ${churchName} vence no fim de ${expires}.`,
        ...(gifts.length > 0 ? [`Ele paga sua doação recorrente: ${gifts.map((gift) => `${gift.amount} para ${gift.reason} a cada ${gift.days} dias`).join('; ')}.`] : []),
        gifts.length > 0
          ? `Para que nada seja interrompido, adicione o novo cartão em Meus cartões (link abaixo) e escolha-o para a doação em Minhas doações: ${links.giving}`
          : 'Para pagar com ele depois dessa data, adicione o novo cartão em Meus cartões (link abaixo).',
      ],
      action: { label: 'Meus cartões', url: links.cards },
      closing: 'Com carinho,',
    },
    en: {
      subject: `Your card ${card} expires soon — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: [
        `The card ${card} you saved at ${churchName} expires at the end of ${expires}.`,
        ...(gifts.length > 0 ? [`It pays your recurring gift: ${gifts.map((gift) => `${gift.amount} to ${gift.reason} every ${gift.days} days`).join('; ')}.`] : []),
        gifts.length > 0
          ? `So that nothing is interrupted, add your new card under My cards (the link below) and choose it for the gift under My giving: ${links.giving}`
          : 'To keep paying by card after that, add your new card under My cards (the link below).',
      ],
      action: { label: 'My cards', url: links.cards },
      closing: 'With love,',
    },
    es: {
      subject: `Su tarjeta ${card} vence pronto — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: [
        `La tarjeta ${card} que guardó en ${churchName} vence a fin de ${expires}.`,
        ...(gifts.length > 0 ? [`Con ella paga su donación recurrente: ${gifts.map((gift) => `${gift.amount} para ${gift.reason} cada ${gift.days} días`).join('; ')}.`] : []),
        gifts.length > 0
          ? `Para que nada se interrumpa, agregue su nueva tarjeta en Mis tarjetas (el enlace de abajo) y elíjala para la donación en Mis donaciones: ${links.giving}`
          : 'Para seguir pagando con tarjeta después, agregue su nueva tarjeta en Mis tarjetas (el enlace de abajo).',
      ],
      action: { label: 'Mis tarjetas', url: links.cards },
      closing: 'Con cariño,',
    },
  };
  return renderMail(churchName, parts[language]);
}
