import { type MailLanguage, type MailParts, type RenderedMail, renderMail } from '@church/api-platform/mail/templates';

interface RenewalMailContext {
  language: MailLanguage;
  churchName: string;
  firstName: string;
  plan: string;
  amount: string;
}

/** Where the member acts: their subscriptions, their saved cards, and (for a Pix or slip) the payment's page. */
interface RenewalLinks {
  subscriptions: string;
  cards: string;
  payment?: string;
}

/** A renewal was declined: when it is tried again (or that it will not be), and until when the member keeps watching. */
export function declinedRenewalMail(context: RenewalMailContext & { retryOn: string | null; accessUntil: string; noCard: boolean }, links: RenewalLinks): RenderedMail {
  const { language, churchName, firstName, plan, amount, retryOn, accessUntil, noCard } = context;
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `Não conseguimos renovar sua assinatura — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: [
        noCard ? `Sua assinatura ${plan} não tem mais um cartão salvo para a renovação de ${amount}.` : `O pagamento da renovação de ${amount} da sua assinatura ${plan} foi recusado.`,
        retryOn ? `Tentaremos de novo em ${retryOn}.` : 'Não haverá outra tentativa automática.',
        `Você continua assistindo até ${accessUntil}. Atualize seu cartão (link abaixo) para não perder o acesso; suas assinaturas: ${links.subscriptions}`,
      ],
      action: { label: 'Atualizar meu cartão', url: links.cards },
      closing: 'Até breve,',
    },
    en: {
      subject: `We could not renew your subscription — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: [
        noCard ? `Your ${plan} subscription no longer has a saved card for its renewal of ${amount}.` : `The renewal of ${amount} of your ${plan} subscription was declined.`,
        retryOn ? `We will try again on ${retryOn}.` : 'It will not be tried again automatically.',
        `You keep watching until ${accessUntil}. Update your card (the link below) to keep your access; your subscriptions: ${links.subscriptions}`,
      ],
      action: { label: 'Update my card', url: links.cards },
      closing: 'See you soon,',
    },
    es: {
      subject: `No pudimos renovar su suscripción — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: [
        noCard ? `Su suscripción ${plan} ya no tiene una tarjeta guardada para su renovación de ${amount}.` : `La renovación de ${amount} de su suscripción ${plan} fue rechazada.`,
        retryOn ? `Lo intentaremos de nuevo el ${retryOn}.` : 'No habrá otro intento automático.',
        `Sigue viendo hasta el ${accessUntil}. Actualice su tarjeta (el enlace de abajo) para no perder el acceso; sus suscripciones: ${links.subscriptions}`,
      ],
      action: { label: 'Actualizar mi tarjeta', url: links.cards },
      closing: 'Hasta pronto,',
    },
  };
  return renderMail(churchName, parts[language]);
}

/** A renewal paid by Pix or slip: what to pay, the Pix code when there is one, and until when. */
export function payRenewalMail(context: RenewalMailContext & { pixCode: string | null; payBy: string }, links: RenewalLinks & { payment: string }): RenderedMail {
  const { language, churchName, firstName, plan, amount, pixCode, payBy } = context;
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `Renove sua assinatura: ${amount} — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: [
        pixCode ? `Chegou a renovação da sua assinatura ${plan}. Pague ${amount} com este Pix copia e cola:` : `Chegou a renovação da sua assinatura ${plan}. O boleto de ${amount} está na página do pagamento (link abaixo).`,
        ...(pixCode ? [pixCode] : []),
        `Pague até ${payBy} para continuar assistindo.`,
      ],
      action: { label: pixCode ? 'Pagar com Pix' : 'Ver o boleto', url: links.payment },
      closing: 'Até breve,',
    },
    en: {
      subject: `Renew your subscription: ${amount} — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: [
        pixCode ? `It is time to renew your ${plan} subscription. Pay ${amount} with this Pix copy-and-paste code:` : `It is time to renew your ${plan} subscription. The bank slip of ${amount} is on the payment page (the link below).`,
        ...(pixCode ? [pixCode] : []),
        `Pay by ${payBy} to keep watching.`,
      ],
      action: { label: pixCode ? 'Pay by Pix' : 'See the bank slip', url: links.payment },
      closing: 'See you soon,',
    },
    es: {
      subject: `Renueve su suscripción: ${amount} — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: [
        pixCode ? `Llegó la renovación de su suscripción ${plan}. Pague ${amount} con este código Pix copia y pega:` : `Llegó la renovación de su suscripción ${plan}. El boleto de ${amount} está en la página del pago (el enlace de abajo).`,
        ...(pixCode ? [pixCode] : []),
        `Pague hasta el ${payBy} para seguir viendo.`,
      ],
      action: { label: pixCode ? 'Pagar con Pix' : 'Ver el boleto', url: links.payment },
      closing: 'Hasta pronto,',
    },
  };
  return renderMail(churchName, parts[language]);
}

/** The grace ran out unpaid: access ended, and how to subscribe again. */
export function endedSubscriptionMail(context: Omit<RenewalMailContext, 'amount'>, links: { plans: string }): RenderedMail {
  const { language, churchName, firstName, plan } = context;
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `Sua assinatura terminou — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: [`A renovação da sua assinatura ${plan} não foi paga a tempo, e o acesso aos vídeos terminou. Nada mais será cobrado.`, 'Você pode assinar de novo quando quiser.'],
      action: { label: 'Ver os planos', url: links.plans },
      closing: 'Até breve,',
    },
    en: {
      subject: `Your subscription has ended — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: [`The renewal of your ${plan} subscription was not paid in time, and your access to the videos has ended. Nothing more will be charged.`, 'You can subscribe again whenever you like.'],
      action: { label: 'See the plans', url: links.plans },
      closing: 'See you soon,',
    },
    es: {
      subject: `Su suscripción terminó — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: [`La renovación de su suscripción ${plan} no se pagó a tiempo, y el acceso a los vídeos terminó. No se cobrará nada más.`, 'Puede suscribirse de nuevo cuando quiera.'],
      action: { label: 'Ver los planes', url: links.plans },
      closing: 'Hasta pronto,',
    },
  };
  return renderMail(churchName, parts[language]);
}
