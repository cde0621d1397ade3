import { normalizeText } from '../shared/normalize-text';

const SEO_URL_PREFIX = 'recette_';
const SLUG_MAX_LENGTH = 50;

/**
 * The readable part of a recipe address (spec B §5): accents removed, lower-case, only ASCII
 * letters, digits and single underscores, at most 50 characters. Punctuation is dropped, not
 * turned into a separator, as the spec says: "l'ail" gives "lail".
 */
export function recipeSlug(name: string): string {
  return normalizeText(name)
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/ +/g, ' ')
    .trim()
    .replace(/ /g, '_')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/_$/, '');
}

/**
 * recette_{slug}_{id}. The id comes last, after an underscore, so a link whose recipe was
 * renamed since can still be resolved by id (spec B §2). A name with nothing sluggable gives
 * recette_{id}.
 */
export function seoUrlFor(name: string, id: string): string {
  const slug = recipeSlug(name);
  return `${SEO_URL_PREFIX}${slug ? `${slug}_` : ''}${id}`;
}

/**
 * The recipe id at the end of a seoUrl, or null when the address has not that shape. Relies on
 * ids having no underscore, which holds for Firestore's generated ids (20 letters and digits).
 */
export function recipeIdFromSeoUrl(seoUrl: string): string | null {
  if (!seoUrl.startsWith(SEO_URL_PREFIX)) return null;
  const id = seoUrl.slice(seoUrl.lastIndexOf('_') + 1);
  return id === '' ? null : id;
}

interface Visibility {
  isPublic: boolean;
  name: string;
}

/**
 * The seoUrl to store after a save (spec B §4): a public recipe gets a fresh one when it
 * becomes public or is renamed, keeps its own otherwise (a link already shared stays valid);
 * a private recipe has none.
 */
export function nextSeoUrl(previous: Visibility & { seoUrl: string | null }, next: Visibility, id: string): string | null {
  if (!next.isPublic) return null;
  const renamed = previous.name.trim() !== next.name.trim();
  if (!previous.isPublic || renamed || !previous.seoUrl) return seoUrlFor(next.name, id);
  return previous.seoUrl;
}
