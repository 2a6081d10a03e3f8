import { type MailLanguage, type MailParts, type RenderedMail, renderMail } from '@church/api-platform/mail/templates';

export interface JoinRequestMailContext {
  language: MailLanguage;
  churchName: string;
  /** The first name of the leader (or the person responsible) told of the request. */
  leaderFirstName: string;
  groupName: string;
  requester: { nome: string; email: string; telefone: string | null };
  /** The requester's note, as they wrote it (plain text), or null. */
  mensagem: string | null;
}

/** The e-mail that tells a group's leader that a member asked to join: who, how to reach them, and their note. */
export function joinRequestMail({ language, churchName, leaderFirstName, groupName, requester, mensagem }: JoinRequestMailContext, url: string): RenderedMail {
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `Novo pedido para participar da célula ${groupName} — ${churchName}`,
      greeting: `Olá, ${leaderFirstName}!`,
      lines: [
        `${requester.nome} pediu para participar da célula ${groupName}.`,
        `E-mail: ${requester.email}`,
        ...(requester.telefone ? [`Telefone: ${requester.telefone}`] : []),
        ...(mensagem ? [`Mensagem: “${mensagem}”`] : []),
        'Entre em contato para dar as boas-vindas.',
      ],
      action: { label: 'Ver a célula', url },
      closing: 'Com carinho,',
    },
    en: {
      subject: `New request to join ${groupName} — ${churchName}`,
      greeting: `Hello, ${leaderFirstName}!`,
      lines: [
        `${requester.nome} asked to join your group ${groupName}.`,
        `E-mail: ${requester.email}`,
        ...(requester.telefone ? [`Phone: ${requester.telefone}`] : []),
        ...(mensagem ? [`Message: “${mensagem}”`] : []),
        'Please get in touch to welcome them.',
      ],
      action: { label: 'See the group', url },
      closing: 'With love,',
    },
    es: {
      subject: `Nueva solicitud para unirse a ${groupName} — ${churchName}`,
      greeting: `¡Hola, ${leaderFirstName}!`,
      lines: [
        `${requester.nome} pidió unirse a su grupo ${groupName}.`,
        `Correo electrónico: ${requester.email}`,
        ...(requester.telefone ? [`Teléfono: ${requester.telefone}`] : []),
        ...(mensagem ? [`Mensaje: “${mensagem}”`] : []),
        'Póngase en contacto para darle la bienvenida.',
      ],
      action: { label: 'Ver el grupo', url },
      closing: 'Con cariño,',
    },
  };
  return renderMail(churchName, parts[language]);
}
