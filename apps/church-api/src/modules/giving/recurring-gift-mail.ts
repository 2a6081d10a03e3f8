import { type MailLanguage, type MailParts, type RenderedMail, renderMail } from '@church/api-platform/mail/templates';

interface DeclinedGiftContext {
  language: MailLanguage;
  churchName: string;
  firstName: string;
  amount: string;
  reason: string;
  /** When the charge is tried again, formatted; null when this cycle was skipped. */
  retryOn: string | null;
  noCard: boolean;
}

/** The e-mail to a donor whose recurring gift could not be charged: when it is tried again, and where to change the card. */
export function declinedRecurringGiftMail({ language, churchName, firstName, amount, reason, retryOn, noCard }: DeclinedGiftContext, url: string): RenderedMail {
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `Não conseguimos cobrar sua doação recorrente — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: [
        noCard ? `Sua doação recorrente de ${amount} para ${reason} não tem mais um cartão salvo.` : `O cartão da sua doação recorrente de ${amount} para ${reason} foi recusado.`,
        retryOn ? `Tentaremos de novo em ${retryOn}.` : 'A doação deste período não foi cobrada; a próxima segue na data de sempre.',
        'Você pode trocar o cartão, mudar o valor ou parar a doação na sua conta.',
      ],
      action: { label: 'Minhas doações', url },
      closing: 'Obrigado pela sua generosidade,',
    },
    en: {
      subject: `We could not charge your recurring gift — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: [
        noCard ? `Your recurring gift of ${amount} to ${reason} no longer has a saved card.` : `The card of your recurring gift of ${amount} to ${reason} was declined.`,
        retryOn ? `We will try again on ${retryOn}.` : "This period's gift was not charged; the next one follows on the usual date.",
        'You can change the card, the amount, or stop the gift in your account.',
      ],
      action: { label: 'My giving', url },
      closing: 'Thank you for your generosity,',
    },
    es: {
      subject: `No pudimos cobrar tu donación recurrente — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: [
        noCard ? `Tu donación recurrente de ${amount} para ${reason} ya no tiene una tarjeta guardada.` : `La tarjeta de tu donación recurrente de ${amount} para ${reason} fue rechazada.`,
        retryOn ? `Lo intentaremos de nuevo el ${retryOn}.` : 'La donación de este período no se cobró; la siguiente sigue en la fecha de siempre.',
        'Puedes cambiar la tarjeta, el importe o detener la donación en tu cuenta.',
      ],
      action: { label: 'Mis donaciones', url },
      closing: 'Gracias por tu generosidad,',
    },
  };
  return renderMail(churchName, parts[language]);
}
