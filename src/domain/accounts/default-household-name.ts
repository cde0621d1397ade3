import { toSingleLine } from '../shared/single-line';

/**
 * Household names proposed for a new account (spec A §5). They are stored data, written in
 * French whatever the interface language, so they live here rather than in the locales. Made of
 * names nobody checked yet (a Google profile's), they are put on one line, as a household's
 * name must be.
 */
export function signUpHouseholdName(firstName: string, lastName: string): string {
  const last = toSingleLine(lastName);
  const first = toSingleLine(firstName);
  if (last) return `Famille ${last}`;
  return first ? `Foyer de ${first}` : '';
}

/** A first Google sign-in: 'Famille {last or first name}', else 'Nouvelle Organisation'. */
export function googleHouseholdName(displayName: string | null | undefined, familyName?: string | null): string {
  const family = toSingleLine(familyName ?? '');
  if (family) return `Famille ${family}`;
  const words = toSingleLine(displayName ?? '').split(/\s+/).filter(Boolean);
  const name = words.at(-1);
  return name ? `Famille ${name}` : 'Nouvelle Organisation';
}
