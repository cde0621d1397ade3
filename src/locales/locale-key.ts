import fr from './fr.json' with { type: 'json' };

type KeyPaths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPaths<T[K]>}` }[keyof T & string];

/**
 * A message of the locale files, as i18next's `t` takes it. French is the source language:
 * a key missing from fr.json is a type error. Shared by the app and the API service, which
 * names its errors with these keys.
 */
export type LocaleKey = KeyPaths<typeof fr>;

function lookUp(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node !== null && typeof node === 'object' && Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined), fr);
}

/** For keys that arrive from outside the type system (an API answer). */
export function isLocaleKey(value: string): value is LocaleKey {
  return typeof lookUp(value) === 'string';
}

/** The French text of a key, for what speaks French whatever the user's language (the API service). */
export function frenchText(key: LocaleKey): string {
  return lookUp(key) as string;
}
