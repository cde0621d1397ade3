import { SHARE_LINK_VALIDITY_DAYS } from '../../src/domain/grocery/share-fields.ts';
import type { MailMessage } from '../services/mail.ts';
import { escapeHtml } from './escape-html.ts';

export interface ShareListMail {
  to: string;
  householdName: string;
  listName: string;
  /** The public page of the list, {origin}/printable-grocery-list-v2/{shareToken} (spec B §7). */
  link: string;
}

// A name typed with a line break must not spill into the headers; one line reads the same.
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The French mail carrying a grocery list's share link, stating its 30 days of validity (spec B §7). */
export function shareListEmail({ to, householdName, listName, link }: ShareListMail): Omit<MailMessage, 'from'> {
  const validity = `Ce lien est valable ${SHARE_LINK_VALIDITY_DAYS} jours.`;
  const subject = `Liste de courses partagée : ${oneLine(listName)} (${oneLine(householdName)})`;
  const text = [
    'Bonjour,',
    '',
    `Le foyer « ${householdName} » partage avec vous sa liste de courses « ${listName} ».`,
    'Ouvrez-la avec ce lien :',
    link,
    '',
    validity,
    '',
    'Nioo',
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr"><body style="font-family:sans-serif;color:#1c1917;line-height:1.5">
<p>Bonjour,</p>
<p>Le foyer « ${escapeHtml(householdName)} » partage avec vous sa liste de courses « ${escapeHtml(listName)} ».</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#059669;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Voir la liste de courses</a></p>
<p style="font-size:13px;color:#57534e">Ou copiez ce lien dans votre navigateur : ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#57534e">${validity}</p>
</body></html>`;
  return { to, subject, text, html };
}
