/**
 * Tags every cookbook gets when missing (spec B §9). Their names are data, like any tag name,
 * not interface text. Ids follow the pattern default-{n}.
 */
export const defaultCookbookTags = [
  { id: 'default-0', name: 'Favoris', color: '#E0BC00' },
  { id: 'default-1', name: 'NiooChefs', color: '#77289B' },
] as const;

/**
 * The product's chef-collection tag: public recipes added to the cookbook get it automatically,
 * and nobody may edit, delete, add or remove it by hand (spec A §5, spec B §4 and §5).
 */
export const SYSTEM_TAG_ID = 'default-1';

export function isSystemTag(tag: { id: string }): boolean {
  return tag.id === SYSTEM_TAG_ID;
}

/** The default tags a cookbook still lacks, to create without touching the ones it has. */
export function missingDefaultTags(existingTagIds: Iterable<string>): (typeof defaultCookbookTags)[number][] {
  const existing = new Set(existingTagIds);
  return defaultCookbookTags.filter((tag) => !existing.has(tag.id));
}
