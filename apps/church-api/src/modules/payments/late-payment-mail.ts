import { type MailLanguage, type MailParts, type RenderedMail, renderMail } from '@church/api-platform/mail/templates';
import type { LateSettlement } from './late-payment-queue';

interface LatePaymentContext {
  language: MailLanguage;
  churchName: string;
  /** What was paid for: an event's name, a gift's reasons. */
  item: string;
  amount: string;
  how: LateSettlement;
  /** The payment's code, as the church finds it. */
  codigo: string;
}

/**
 * The e-mail to a payer whose payment was confirmed after we had given up on it: what they paid for is
 * theirs after all, or the money is on its way back (there was nothing left to give them).
 */
export function latePaymentPayerMail({ language, churchName, item, amount, how }: LatePaymentContext, firstName: string, url: string): RenderedMail {
  const delivered = how === 'entregue';
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: delivered ? `Pagamento confirmado: ${item} — ${churchName}` : `Seu pagamento foi devolvido: ${item} — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: delivered
        ? [`Seu pagamento de ${amount} por ${item} chegou depois do prazo, mas está confirmado: o que você comprou é seu.`]
        : [`Seu pagamento de ${amount} por ${item} chegou depois do prazo, quando as vagas já não estavam mais disponíveis.`, 'Devolvemos o valor integral pelo mesmo meio de pagamento; ele aparece em alguns dias, conforme o seu banco.'],
      action: { label: delivered ? 'Ver meu pedido' : 'Minha conta', url },
      closing: 'Com carinho,',
    },
    en: {
      subject: delivered ? `Payment confirmed: ${item} — ${churchName}` : `Your payment was refunded: ${item} — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: delivered
        ? [`Your payment of ${amount} for ${item} arrived after its time had run out, but it is confirmed: what you bought is yours.`]
        : [`Your payment of ${amount} for ${item} arrived after its time had run out, when nothing was left to give you.`, 'We refunded it in full to the same payment method; it shows in a few days, depending on your bank.'],
      action: { label: delivered ? 'See my order' : 'My account', url },
      closing: 'With love,',
    },
    es: {
      subject: delivered ? `Pago confirmado: ${item} — ${churchName}` : `Su pago fue devuelto: ${item} — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: delivered
        ? [`Su pago de ${amount} por ${item} llegó fuera de plazo, pero está confirmado: lo que compró es suyo.`]
        : [`Su pago de ${amount} por ${item} llegó fuera de plazo, cuando ya no quedaba nada disponible.`, 'Le devolvimos el importe completo por el mismo medio de pago; lo verá en unos días, según su banco.'],
      action: { label: delivered ? 'Ver mi pedido' : 'Mi cuenta', url },
      closing: 'Con cariño,',
    },
  };
  return renderMail(churchName, parts[language]);
}

/** The church's alert: a payment arrived after we had given up on it, and what was done. */
export function latePaymentChurchMail({ language, churchName, item, amount, how, codigo }: LatePaymentContext, payerName: string): RenderedMail {
  const delivered = how === 'entregue';
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `Pagamento fora do prazo (${codigo}): ${delivered ? 'confirmado' : 'estornado'}`,
      greeting: 'Olá, equipe!',
      lines: [
        `O pagamento ${codigo} de ${payerName} (${amount}, ${item}) foi confirmado pelo meio de pagamento depois que o pedido tinha sido cancelado.`,
        delivered ? 'Ainda havia vagas: o pedido foi confirmado e os ingressos voltaram para a pessoa.' : 'Não havia mais vagas: o valor foi estornado integralmente e a pessoa foi avisada por e-mail.',
      ],
      closing: 'Plataforma da igreja',
    },
    en: {
      subject: `Late payment (${codigo}): ${delivered ? 'confirmed' : 'refunded'}`,
      greeting: 'Hello, team!',
      lines: [
        `Payment ${codigo} by ${payerName} (${amount}, ${item}) was confirmed by the payment provider after its order had been cancelled.`,
        delivered ? 'There was still room: the order is confirmed and the payer holds it again.' : 'Nothing was left: the payment was refunded in full and the payer was told by e-mail.',
      ],
      closing: 'Church platform',
    },
    es: {
      subject: `Pago fuera de plazo (${codigo}): ${delivered ? 'confirmado' : 'reembolsado'}`,
      greeting: '¡Hola, equipo!',
      lines: [
        `El pago ${codigo} de ${payerName} (${amount}, ${item}) fue confirmado por el medio de pago después de cancelarse el pedido.`,
        delivered ? 'Aún había lugar: el pedido quedó confirmado y la persona lo tiene de nuevo.' : 'No quedaba nada: el pago se reembolsó completo y se avisó a la persona por correo.',
      ],
      closing: 'Plataforma de la iglesia',
    },
  };
  return renderMail(churchName, parts[language]);
}
