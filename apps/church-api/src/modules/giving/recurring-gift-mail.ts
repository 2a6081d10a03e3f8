import { type MailLanguage, type MailParts, type RenderedMail, renderMail } from '@church/api-platform/mail/templates';

interface DeclinedGiftContext {
  language: MailLanguage;
  churchName: string;
  firstName: string;
  amount: string;
  reason: string;
  /** When the charge is tried again, formatted; null once the gift paused. */
  retryOn: string | null;
  /** The declined charges of this period so far (the last one paused the gift). */
  declines: number;
  noCard: boolean;
}

/** Where the donor acts: the saved-cards page (to add the new card) and their giving (to choose it for the gift, or resume it). */
interface DeclinedGiftLinks {
  cards: string;
  giving: string;
}

/**
 * The e-mail to a donor whose recurring gift could not be charged: when it is tried again (or that it
 * paused after the last retry), with a link to update the card and where to choose it for the gift.
 */
export function declinedRecurringGiftMail({ language, churchName, firstName, amount, reason, retryOn, declines, noCard }: DeclinedGiftContext, links: DeclinedGiftLinks): RenderedMail {
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: retryOn ? `Não conseguimos cobrar sua doação recorrente — ${churchName}` : `Sua doação recorrente foi pausada — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: [
        noCard ? `Sua doação recorrente de ${amount} para ${reason} não tem mais um cartão salvo.` : `O cartão da sua doação recorrente de ${amount} para ${reason} foi recusado.`,
        retryOn
          ? `Tentaremos de novo em ${retryOn}.`
          : `Depois de ${declines} tentativas recusadas, pausamos a doação: nada mais será cobrado até você retomá-la. A doação deste período não foi cobrada.`,
        `Atualize seu cartão em Meus cartões (link abaixo) e escolha-o para esta doação${retryOn ? '' : ', retomando-a,'} em Minhas doações: ${links.giving}`,
      ],
      action: { label: 'Atualizar meu cartão', url: links.cards },
      closing: 'Obrigado pela sua generosidade,',
    },
    en: {
      subject: retryOn ? `We could not charge your recurring gift — ${churchName}` : `Your recurring gift is paused — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: [
        noCard ? `Your recurring gift of ${amount} to ${reason} no longer has a saved card.` : `The card of your recurring gift of ${amount} to ${reason} was declined.`,
        retryOn
          ? `We will try again on ${retryOn}.`
          : `After ${declines} declined attempts, we paused the gift: nothing more is charged until you resume it. This period's gift was not charged.`,
        `Update your card under My cards (the link below), then choose it for this gift${retryOn ? '' : ' and resume it'} under My giving: ${links.giving}`,
      ],
      action: { label: 'Update my card', url: links.cards },
      closing: 'Thank you for your generosity,',
    },
    es: {
      subject: retryOn ? `No pudimos cobrar su donación recurrente — ${churchName}` : `Su donación recurrente está en pausa — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: [
        noCard ? `Su donación recurrente de ${amount} para ${reason} ya no tiene una tarjeta guardada.` : `La tarjeta de su donación recurrente de ${amount} para ${reason} fue rechazada.`,
        retryOn
          ? `Lo intentaremos de nuevo el ${retryOn}.`
          : `Después de ${declines} intentos rechazados, pausamos la donación: no se cobrará nada más hasta que usted la reanude. La donación de este período no se cobró.`,
        `Actualice su tarjeta en Mis tarjetas (el enlace de abajo) y elíjala para esta donación${retryOn ? '' : ' al reanudarla'} en Mis donaciones: ${links.giving}`,
      ],
      action: { label: 'Actualizar mi tarjeta', url: links.cards },
      closing: 'Gracias por su generosidad,',
    },
  };
  return renderMail(churchName, parts[language]);
}

interface PixPeriodContext {
  language: MailLanguage;
  churchName: string;
  firstName: string;
  amount: string;
  reason: string;
  /** The Pix copy-and-paste code. */
  pixCode: string;
  /** Until when it may be paid, formatted as the church counts its days. */
  expiresAt: string;
}

/**
 * The e-mail with a recurring Pix gift's period to pay: the amount, the Pix copy-and-paste code, until
 * when it may be paid, and the payment's page (which shows the QR code).
 */
export function pixPeriodMail({ language, churchName, firstName, amount, reason, pixCode, expiresAt }: PixPeriodContext, links: { payment: string; giving: string }): RenderedMail {
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `Sua doação recorrente por Pix: ${amount} — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: [
        `Chegou o período da sua doação recorrente de ${amount} para ${reason}. Pague com este Pix copia e cola:`,
        pixCode,
        `Ele pode ser pago até ${expiresAt}. Se não for pago até lá, a doação é pausada até você retomá-la em Minhas doações: ${links.giving}`,
        'O QR Code está na página do pagamento (link abaixo).',
      ],
      action: { label: 'Pagar com Pix', url: links.payment },
      closing: 'Obrigado pela sua generosidade,',
    },
    en: {
      subject: `Your recurring gift by Pix: ${amount} — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: [
        `It is time for this period of your recurring gift of ${amount} to ${reason}. Pay it with this Pix copy-and-paste code:`,
        pixCode,
        `It can be paid until ${expiresAt}. If it is not paid by then, the gift pauses until you resume it under My giving: ${links.giving}`,
        'The QR code is on the payment page (the link below).',
      ],
      action: { label: 'Pay by Pix', url: links.payment },
      closing: 'Thank you for your generosity,',
    },
    es: {
      subject: `Su donación recurrente por Pix: ${amount} — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: [
        `Llegó el período de su donación recurrente de ${amount} para ${reason}. Páguela con este código Pix copia y pega:`,
        pixCode,
        `Puede pagarse hasta el ${expiresAt}. Si no se paga para entonces, la donación se pausa hasta que usted la reanude en Mis donaciones: ${links.giving}`,
        'El código QR está en la página del pago (el enlace de abajo).',
      ],
      action: { label: 'Pagar con Pix', url: links.payment },
      closing: 'Gracias por su generosidad,',
    },
  };
  return renderMail(churchName, parts[language]);
}

/** The e-mail to a donor whose recurring Pix gift paused: this period's Pix expired unpaid; where to resume it. */
export function pausedPixGiftMail({ language, churchName, firstName, amount, reason }: Omit<PixPeriodContext, 'pixCode' | 'expiresAt'>, links: { giving: string }): RenderedMail {
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `Sua doação recorrente foi pausada — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: [
        `O Pix deste período da sua doação recorrente de ${amount} para ${reason} venceu sem ser pago.`,
        'Pausamos a doação: nenhum Pix novo será enviado até você retomá-la em Minhas doações (link abaixo).',
      ],
      action: { label: 'Retomar minha doação', url: links.giving },
      closing: 'Obrigado pela sua generosidade,',
    },
    en: {
      subject: `Your recurring gift is paused — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: [
        `This period's Pix of your recurring gift of ${amount} to ${reason} expired unpaid.`,
        'We paused the gift: no new Pix is sent until you resume it under My giving (the link below).',
      ],
      action: { label: 'Resume my gift', url: links.giving },
      closing: 'Thank you for your generosity,',
    },
    es: {
      subject: `Su donación recurrente está en pausa — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: [
        `El Pix de este período de su donación recurrente de ${amount} para ${reason} venció sin pagarse.`,
        'Pausamos la donación: no se enviará un Pix nuevo hasta que usted la reanude en Mis donaciones (el enlace de abajo).',
      ],
      action: { label: 'Reanudar mi donación', url: links.giving },
      closing: 'Gracias por su generosidad,',
    },
  };
  return renderMail(churchName, parts[language]);
}
