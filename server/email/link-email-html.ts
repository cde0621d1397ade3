import { escapeHtml } from './escape-html.ts';

const note = 'font-size:13px;color:#57534e';
const button = 'display:inline-block;background:#059669;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none';

/**
 * The French HTML of a mail carrying one link: its paragraphs, the link as a button, the link
 * again to copy by hand, and a note in small print. All text is escaped here, user values with it.
 */
export function linkEmailHtml({ paragraphs, link, action, footnote }: { paragraphs: readonly string[]; link: string; action: string; footnote: string }): string {
  return [
    '<!doctype html>',
    '<html lang="fr"><body style="font-family:sans-serif;color:#1c1917;line-height:1.5">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="${button}">${escapeHtml(action)}</a></p>`,
    `<p style="${note}">Ou copiez ce lien dans votre navigateur : ${escapeHtml(link)}</p>`,
    `<p style="${note}">${escapeHtml(footnote)}</p>`,
    '</body></html>',
  ].join('\n');
}
