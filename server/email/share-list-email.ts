import { SHARE_LINK_VALIDITY_DAYS } from '@domain/grocery/share-fields.ts';
import type { MailMessage } from './mail.ts';
import { linkEmailHtml } from './link-email-html.ts';

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
  const html = linkEmailHtml({
    paragraphs: ['Bonjour,', `Le foyer « ${householdName} » partage avec vous sa liste de courses « ${listName} ».`],
    link,
    action: 'Voir la liste de courses',
    footnote: validity,
  });
  return { to, subject, text, html };
}
