import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where the outbox delivers to. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, from a URL such as smtp://user:pass@host:587 or smtps://host:465. */
export class SmtpTransport implements MailTransport {
  private readonly transporter: nodemailer.Transporter;

  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(mail);
  }

  close(): void {
    this.transporter.close();
  }
}
