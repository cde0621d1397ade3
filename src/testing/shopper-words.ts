import { shopperWords, type ShopperWords } from '../domain/grocery/shopper-display';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

type Strings = { readonly [key: string]: string | Strings };

/** The locale's own strings, read as i18next reads them (`_one`/`_other` by count, `{{amount}}`), without starting i18next. */
function wordsOf(strings: Strings, language: string): ShopperWords {
  const plural = new Intl.PluralRules(language);
  return shopperWords((key, options = {}) => {
    const path = key.split('.');
    const last = path.pop() ?? '';
    let node: string | Strings | undefined = strings;
    for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'object') throw new Error(`No strings under ${key}`);
    const text = options.count === undefined ? node[last] : node[`${last}_${plural.select(options.count)}`];
    if (typeof text !== 'string') throw new Error(`No string ${key}`);
    return text.replace('{{amount}}', options.amount ?? '');
  });
}

/** The French screen's words, for tables that read lines as a French shopper does. */
export const frenchWords = wordsOf(fr, 'fr');
export const englishWords = wordsOf(en, 'en');
