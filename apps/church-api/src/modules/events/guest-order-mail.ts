import { type MailLanguage, type MailParts, type RenderedMail, renderMail } from '@church/api-platform/mail/templates';

interface GuestOrderMailContext {
  language: MailLanguage;
  churchName: string;
  firstName: string;
  eventName: string;
  tickets: number;
}

/** The e-mail a visitor gets after buying without an account: the link (with the order's key) to the tickets and the payment. */
export function guestOrderMail({ language, churchName, firstName, eventName, tickets }: GuestOrderMailContext, url: string): RenderedMail {
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `Sua inscrição: ${eventName} — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: [
        `Recebemos seu pedido de ${tickets} ingresso(s) para ${eventName}.`,
        'No link abaixo você acompanha o pagamento e encontra seus ingressos com o QR code da entrada. Guarde este e-mail: o link é a chave do seu pedido.',
      ],
      action: { label: 'Ver meus ingressos', url },
      closing: 'Com carinho,',
    },
    en: {
      subject: `Your registration: ${eventName} — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: [
        `We received your order of ${tickets} ticket(s) for ${eventName}.`,
        'Follow the payment and find your tickets, with the QR code for the entrance, at the link below. Keep this e-mail: the link is the key to your order.',
      ],
      action: { label: 'See my tickets', url },
      closing: 'With love,',
    },
    es: {
      subject: `Su inscripción: ${eventName} — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: [
        `Recibimos su pedido de ${tickets} entrada(s) para ${eventName}.`,
        'En el enlace de abajo puede seguir el pago y encontrar sus entradas con el código QR de acceso. Guarde este correo: el enlace es la llave de su pedido.',
      ],
      action: { label: 'Ver mis entradas', url },
      closing: 'Con cariño,',
    },
  };
  return renderMail(churchName, parts[language]);
}
