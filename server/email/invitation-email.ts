import { INVITE_EXPIRY_DAYS } from '@domain/household/household-invite.ts';
import type { MailMessage } from './mail.ts';
import { linkEmailHtml } from './link-email-html.ts';

export interface InvitationMail {
  to: string;
  householdName: string;
  /** Who invites, as the household's screens name them; empty when unknown. */
  inviterName: string;
  /** The acceptance page, {origin}/organization/invite/{inviteId}. */
  link: string;
}

// A name typed with a line break must not spill into the headers; one line reads the same.
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The French mail inviting an account into a household, stating the invite's 7 days of validity (spec A §9). */
export function invitationEmail({ to, householdName, inviterName, link }: InvitationMail): Omit<MailMessage, 'from'> {
  const invitation = inviterName
    ? `${inviterName} vous invite à rejoindre le foyer « ${householdName} » sur Nioo.`
    : `Vous êtes invité à rejoindre le foyer « ${householdName} » sur Nioo.`;
  const validity = `Cette invitation est valable ${INVITE_EXPIRY_DAYS} jours. Connectez-vous avec cette adresse email pour l'accepter.`;
  const subject = `Invitation à rejoindre le foyer « ${oneLine(householdName)} » sur Nioo`;
  const text = ['Bonjour,', '', invitation, "Acceptez l'invitation avec ce lien :", link, '', validity, '', 'Nioo'].join('\n');
  const html = linkEmailHtml({ paragraphs: ['Bonjour,', invitation], link, action: "Accepter l'invitation", footnote: validity });
  return { to, subject, text, html };
}
