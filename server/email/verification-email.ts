import type { MailMessage } from './mail.ts';
import { linkEmailHtml } from './link-email-html.ts';

/** The French welcome mail carrying the verification link of DESIGN.md §3. */
export function verificationEmail({ to, firstName, link }: { to: string; firstName: string; link: string }): Omit<MailMessage, 'from'> {
  const subject = 'Bienvenue sur Nioo : confirmez votre adresse email';
  const note = 'Ce lien est valable 24 heures. Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement cet email.';
  const text = [
    `Bonjour ${firstName},`,
    '',
    'Bienvenue sur Nioo ! Pour activer votre compte, confirmez votre adresse email en ouvrant ce lien :',
    link,
    '',
    note,
  ].join('\n');
  const html = linkEmailHtml({
    paragraphs: [`Bonjour ${firstName},`, 'Bienvenue sur Nioo ! Pour activer votre compte, confirmez votre adresse email :'],
    link,
    action: 'Confirmer mon email',
    footnote: note,
  });
  return { to, subject, text, html };
}
