import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const supportedLanguages = ['fr', 'en'] as const;
type Language = (typeof supportedLanguages)[number];

// Each language is a chunk of its own: a visitor downloads and parses only the one they read.
const localeFiles: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  fr: () => import('@/locales/fr.json'),
  en: () => import('@/locales/en.json'),
};

const isLanguage = (language: string): language is Language => (supportedLanguages as readonly string[]).includes(language);

const bundledLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, done) {
    if (!isLanguage(language)) return done(null, {});
    localeFiles[language]().then(
      (file) => done(null, file.default),
      (error: unknown) => done(error as Error, null),
    );
  },
};

/** Settles once the visitor's language is loaded: render nothing translated before. */
export const i18nReady = i18n
  .use(LanguageDetector)
  .use(bundledLocales)
  .use(initReactI18next)
  .init({
    supportedLngs: supportedLanguages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // Spec A §1: detected from local storage, then the browser; English is the fallback. Both
    // files hold the same keys (src/locales/locales.test.ts), so French needs no fallback and
    // never loads English with it.
    fallbackLng: { fr: [], default: ['en'] },
    detection: { order: ['localStorage', 'navigator'], caches: ['localStorage'] },
    interpolation: { escapeValue: false },
  });

/**
 * `<html lang>` follows the language once it is known. A change restyles and lays out the whole
 * page: a prerendered page comes in the visitor's language already, and setting it before the
 * detection ran (to English) then back cost a phone two whole-page layouts during hydration.
 */
function syncDocumentLanguage(language: string) {
  const code = language.split('-')[0] ?? 'en';
  if (typeof document !== 'undefined' && document.documentElement.lang !== code) document.documentElement.lang = code;
}
i18n.on('languageChanged', syncDocumentLanguage);

export default i18n;
