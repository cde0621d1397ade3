/** Prices are shown in fr-FR currency format from cents (spec A §9), whatever the language. */
const PRICE_LOCALE = 'fr-FR';

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string): Intl.NumberFormat | null {
  const code = currency.toUpperCase();
  let format = formats.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat(PRICE_LOCALE, { style: 'currency', currency: code });
    } catch {
      // A code Intl does not know (a provider's typo) must not break the whole grid.
      return null;
    }
    formats.set(code, format);
  }
  return format;
}

/** '4,99 €' from 499 cents of 'eur'; an unknown currency keeps its code after the amount. */
export function formatPrice(cents: number, currency: string): string {
  const amount = cents / 100;
  const format = currencyFormat(currency);
  if (format) return format.format(amount);
  return `${amount.toLocaleString(PRICE_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency.toUpperCase()}`;
}
