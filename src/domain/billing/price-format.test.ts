import { describe, expect, it } from 'vitest';
import { formatPrice } from './price-format';

// Intl separates the amount and the sign with a narrow no-break space in fr-FR.
const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('formatPrice', () => {
  it('shows cents as euros in the fr-FR currency format', () => {
    expect(plain(formatPrice(499, 'eur'))).toBe('4,99 €');
    expect(plain(formatPrice(0, 'eur'))).toBe('0,00 €');
    expect(plain(formatPrice(123456, 'EUR'))).toBe('1 234,56 €');
  });

  it('formats other currencies the French way too', () => {
    expect(plain(formatPrice(1000, 'usd'))).toBe('10,00 $US');
  });

  it('keeps the code of a currency Intl does not know', () => {
    expect(plain(formatPrice(1050, 'eu'))).toBe('10,50 EU');
  });
});
