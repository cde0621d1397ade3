// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';

// The module is imported afresh here (this file's graph is its own): what it does on import is
// what a page pays while the app starts.

afterEach(() => vi.unstubAllGlobals());

/** Each value `<html lang>` is set to, same value included, from now on. */
function recordLanguageWrites(): () => Promise<string[]> {
  const writes: string[] = [];
  const observer = new MutationObserver((records) => writes.push(...records.map(() => document.documentElement.lang)));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return async () => {
    writes.push(...observer.takeRecords().map(() => document.documentElement.lang));
    return writes;
  };
}

it("leaves a French page's language untouched while a French browser's language loads, then follows a change", async () => {
  vi.stubGlobal('navigator', { language: 'fr-FR', languages: ['fr-FR', 'fr'] });
  document.documentElement.lang = 'fr';
  const writes = recordLanguageWrites();

  const { default: i18n, i18nReady } = await import('./i18n');
  await i18nReady;

  expect(i18n.resolvedLanguage).toBe('fr');
  expect(await writes()).toEqual([]);
  await i18n.changeLanguage('en');
  expect(await writes()).toEqual(['en']);
});
