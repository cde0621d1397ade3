import type { MailMessage } from '../services/mail.ts';
import { escapeHtml } from './escape-html.ts';

/** The French welcome mail carrying the verification link of DESIGN.md §3. */
export function verificationEmail({ to, firstName, link }: { to: string; firstName: string; link: string }): Omit<MailMessage, 'from'> {
  const subject = 'Bienvenue sur Nioo : confirmez votre adresse email';
  const text = [
    `Bonjour ${firstName},`,
    '',
    'Bienvenue sur Nioo ! Pour activer votre compte, confirmez votre adresse email en ouvrant ce lien :',
    link,
    '',
    'Ce lien est valable 24 heures. Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement cet email.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr"><body style="font-family:sans-serif;color:#1c1917;line-height:1.5">
<p>Bonjour ${escapeHtml(firstName)},</p>
<p>Bienvenue sur Nioo ! Pour activer votre compte, confirmez votre adresse email :</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#059669;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Confirmer mon email</a></p>
<p style="font-size:13px;color:#57534e">Ou copiez ce lien dans votre navigateur : ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#57534e">Ce lien est valable 24 heures. Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement cet email.</p>
</body></html>`;
  return { to, subject, text, html };
}
