/**
 * Household names proposed for a new account (spec A §5). They are stored data, written in
 * French whatever the interface language, so they live here rather than in the locales.
 */
export function signUpHouseholdName(firstName: string, lastName: string): string {
  const last = lastName.trim();
  const first = firstName.trim();
  if (last) return `Famille ${last}`;
  return first ? `Foyer de ${first}` : '';
}

/** A first Google sign-in: 'Famille {last or first name}', else 'Nouvelle Organisation'. */
export function googleHouseholdName(displayName: string | null | undefined, familyName?: string | null): string {
  const family = familyName?.trim();
  if (family) return `Famille ${family}`;
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const name = words.at(-1);
  return name ? `Famille ${name}` : 'Nouvelle Organisation';
}
