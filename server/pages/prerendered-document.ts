/** The languages a public page is prerendered in (the app's). */
export type PageLanguage = 'fr' | 'en';

/** A prerendered page: the markup of #root and the inert script carrying its snapshot. */
export interface RenderedPage {
  html: string;
  snapshotScript: string;
}

/** The page renderer's entry (the server build of src/app/prerender/render-page.tsx): null when the page is not prerendered or its data could not be read. */
export type RenderPage = (url: URL, language: PageLanguage) => Promise<RenderedPage | null>;

/** The visitor's language as the app would detect it: English only when the browser prefers it. */
export function languageOf(acceptLanguage: string | null | undefined): PageLanguage {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'fr';
}

/**
 * The built index.html with the page's markup in #root and its snapshot beside it. Without the
 * module preloads: the page paints with no script, so its pictures take the network first and
 * the app's modules follow the entry's imports.
 */
export function prerenderedDocument(template: string, page: RenderedPage, language: PageLanguage): string {
  // Replacer functions, never replacement strings: a page holds users' text, in which `$&`, `$'`
  // or `` $` `` would splice pieces of the template into the page.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.snapshotScript}`);
}
