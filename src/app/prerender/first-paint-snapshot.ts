import { z } from 'zod';
import { FIRST_PAINT_SCRIPT_ID } from './first-paint-id';

/** What a prerendered page carries for the browser to hydrate it: the language it was rendered in and its reads. */
export const firstPaintSnapshotSchema = z.object({
  language: z.string(),
  answers: z.record(z.string(), z.object({ status: z.int(), body: z.unknown() })),
});

export type FirstPaintSnapshot = z.infer<typeof firstPaintSnapshotSchema>;


/** What JSON leaves as it is but an HTML script or a JavaScript reader of the page might not. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * The snapshot as an inert JSON script (never run, so the content security policy has nothing
 * to allow). '<' (and '>', '&') are escaped so no value can close the script element or open
 * a comment in it; the line separators, which older JavaScript reads as line ends, too.
 */
export function firstPaintScript(snapshot: FirstPaintSnapshot): string {
  const json = JSON.stringify(snapshot).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${FIRST_PAINT_SCRIPT_ID}">${json}</script>`;
}

/** The page's snapshot, or null when it was not prerendered (or carries something unreadable). */
export function readFirstPaintSnapshot(document: Document): FirstPaintSnapshot | null {
  const text = document.getElementById(FIRST_PAINT_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = firstPaintSnapshotSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The languages a page is prerendered in (the app's). */
export type PrerenderLanguage = 'fr' | 'en';

/** A prerendered page: the markup of #root and the inert script carrying its snapshot. */
export interface RenderedPage {
  html: string;
  snapshotScript: string;
}

/** The server build's entry (src/app/prerender/render-page.tsx), as the web server calls it. */
export interface PageRenderer {
  /** Null when the page is not prerendered or its data could not be read. */
  renderPublicPage: (url: URL, language: PrerenderLanguage) => Promise<RenderedPage | null>;
}
