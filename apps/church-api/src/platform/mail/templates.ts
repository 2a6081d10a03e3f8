/** The account e-mails, in the church's language (pt-BR, en, es), branded with the church's name. */

export type MailLanguage = 'pt' | 'en' | 'es';

/** The church's `idioma` (pt_BR, en_US, es) as one of the three e-mail languages; English otherwise. */
export function mailLanguageOf(idioma: string): MailLanguage {
  const code = idioma.slice(0, 2).toLowerCase();
  return code === 'pt' || code === 'es' ? code : 'en';
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export interface MailParts {
  subject: string;
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
  closing: string;
}

export function renderMail(churchName: string, parts: MailParts): RenderedMail {
  const text = [
    parts.greeting,
    '',
    ...parts.lines,
    ...(parts.action ? ['', `${parts.action.label}: ${parts.action.url}`] : []),
    '',
    parts.closing,
    churchName,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222">
<p>${escapeHtml(parts.greeting)}</p>
${parts.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${parts.action ? `<p><a href="${escapeHtml(parts.action.url)}">${escapeHtml(parts.action.label)}</a></p>\n<p style="font-size:12px;color:#555">${escapeHtml(parts.action.url)}</p>` : ''}
<p>${escapeHtml(parts.closing)}<br>${escapeHtml(churchName)}</p>
</body></html>`;
  return { subject: parts.subject, text, html };
}

interface MailContext {
  language: MailLanguage;
  churchName: string;
  firstName: string;
}

export function activationMail({ language, churchName, firstName }: MailContext, url: string): RenderedMail {
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `Ative sua conta — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: [`Recebemos seu cadastro na ${churchName}. Para ativar sua conta, confirme seu e-mail pelo link abaixo.`, 'O link vale por 48 horas. Se você não fez este cadastro, ignore esta mensagem.'],
      action: { label: 'Ativar minha conta', url },
      closing: 'Com carinho,',
    },
    en: {
      subject: `Activate your account — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: [`Thank you for registering with ${churchName}. To activate your account, confirm your e-mail address with the link below.`, 'The link is valid for 48 hours. If you did not register, please ignore this message.'],
      action: { label: 'Activate my account', url },
      closing: 'With love,',
    },
    es: {
      subject: `Active su cuenta — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: [`Recibimos su registro en ${churchName}. Para activar su cuenta, confirme su correo electrónico con el enlace de abajo.`, 'El enlace es válido por 48 horas. Si usted no se registró, ignore este mensaje.'],
      action: { label: 'Activar mi cuenta', url },
      closing: 'Con cariño,',
    },
  };
  return renderMail(churchName, parts[language]);
}

export function passwordResetMail({ language, churchName, firstName }: MailContext, url: string): RenderedMail {
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `Redefinição de senha — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: ['Recebemos um pedido para redefinir a senha da sua conta. Use o link abaixo para escolher uma nova senha.', 'O link vale por 1 hora e pode ser usado uma vez. Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.'],
      action: { label: 'Redefinir minha senha', url },
      closing: 'Com carinho,',
    },
    en: {
      subject: `Reset your password — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: ['We received a request to reset the password of your account. Use the link below to choose a new password.', 'The link is valid for 1 hour and can be used once. If you did not ask for this, ignore this message: your password stays the same.'],
      action: { label: 'Reset my password', url },
      closing: 'With love,',
    },
    es: {
      subject: `Restablezca su contraseña — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: ['Recibimos una solicitud para restablecer la contraseña de su cuenta. Use el enlace de abajo para elegir una nueva contraseña.', 'El enlace es válido por 1 hora y puede usarse una vez. Si usted no la solicitó, ignore este mensaje: su contraseña sigue igual.'],
      action: { label: 'Restablecer mi contraseña', url },
      closing: 'Con cariño,',
    },
  };
  return renderMail(churchName, parts[language]);
}

export function deletionRequestMail({ language, churchName, firstName }: MailContext, requestId: number): RenderedMail {
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `Pedido de exclusão de conta — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: [`Registramos seu pedido de exclusão de conta (protocolo ${requestId}).`, 'Nossa equipe vai concluir a exclusão dos seus dados e avisar você. Se não foi você quem pediu, responda a este e-mail.'],
      closing: 'Com carinho,',
    },
    en: {
      subject: `Account deletion request — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: [`We have registered your request to delete your account (reference ${requestId}).`, 'Our team will complete the deletion of your data and let you know. If you did not ask for this, reply to this e-mail.'],
      closing: 'With love,',
    },
    es: {
      subject: `Solicitud de eliminación de cuenta — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: [`Registramos su solicitud de eliminación de cuenta (protocolo ${requestId}).`, 'Nuestro equipo completará la eliminación de sus datos y le avisará. Si usted no la pidió, responda a este correo.'],
      closing: 'Con cariño,',
    },
  };
  return renderMail(churchName, parts[language]);
}
