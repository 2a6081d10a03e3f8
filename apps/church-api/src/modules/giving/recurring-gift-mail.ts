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
      subject: retryOn ? `No pudimos cobrar tu donación recurrente — ${churchName}` : `Tu donación recurrente está en pausa — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: [
        noCard ? `Tu donación recurrente de ${amount} para ${reason} ya no tiene una tarjeta guardada.` : `La tarjeta de tu donación recurrente de ${amount} para ${reason} fue rechazada.`,
        retryOn
          ? `Lo intentaremos de nuevo el ${retryOn}.`
          : `Después de ${declines} intentos rechazados, pausamos la donación: no se cobrará nada más hasta que la reanudes. La donación de este período no se cobró.`,
        `Actualiza tu tarjeta en Mis tarjetas (el enlace de abajo) y elígela para esta donación${retryOn ? '' : ' al reanudarla'} en Mis donaciones: ${links.giving}`,
      ],
      action: { label: 'Actualizar mi tarjeta', url: links.cards },
      closing: 'Gracias por tu generosidad,',
    },
  };
  return renderMail(churchName, parts[language]);
}
