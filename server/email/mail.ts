import nodemailer from 'nodemailer';

export interface MailAddress {
  email: string;
  name: string;
}

export interface MailMessage {
  to: string;
  from: MailAddress;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The product's senders (spec A §7): welcome mails and invitations. */
export const senders = {
  welcome: { email: 'bienvenue@nioo.fr', name: 'Nioo' },
  invitations: { email: 'invitations@nioo.fr', name: 'Nioo' },
  lists: { email: 'courses@nioo.fr', name: 'Nioo' },
} as const satisfies Record<string, MailAddress>;

/** SMTP through nodemailer: MailDev in the local stack, the provider's relay in production. */
export function createSmtpMailer({ host, port }: { host: string; port: number }): Mailer {
  const transport = nodemailer.createTransport({ host, port, secure: port === 465, connectionTimeout: 10_000 });
  return {
    async send({ from, ...message }) {
      await transport.sendMail({ ...message, from: { address: from.email, name: from.name } });
    },
  };
}
