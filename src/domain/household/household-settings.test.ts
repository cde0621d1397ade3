import { describe, expect, it } from 'vitest';
import { householdDetailsSchema } from './household-settings';

function errorCodes(input: unknown): string[] {
  const result = householdDetailsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('householdDetailsSchema', () => {
  it('accepts a name and a size, the name trimmed', () => {
    expect(householdDetailsSchema.parse({ name: '  Famille Durand ', numberOfPersons: 4 })).toEqual({ name: 'Famille Durand', numberOfPersons: 4 });
  });

  it('wants a name of 2 to 80 characters once trimmed, with the sign-up codes', () => {
    expect(errorCodes({ name: ' A  ', numberOfPersons: 2 })).toEqual(['householdNameTooShort']);
    expect(errorCodes({ name: 'Ab', numberOfPersons: 2 })).toEqual([]);
    expect(errorCodes({ name: 'a'.repeat(80), numberOfPersons: 2 })).toEqual([]);
    expect(errorCodes({ name: 'a'.repeat(81), numberOfPersons: 2 })).toEqual(['householdNameTooLong']);
  });

  it('wants the name on one line, as sign-up does', () => {
    expect(errorCodes({ name: 'Cal\r\nEND:VCALENDAR\r\nX-EVIL:1', numberOfPersons: 2 })).toEqual(['singleLine']);
    expect(errorCodes({ name: 'Chez\tnous', numberOfPersons: 2 })).toEqual(['singleLine']);
  });

  it('wants a whole number of persons from 1 to 20 (spec A §5)', () => {
    expect(errorCodes({ name: 'Foyer', numberOfPersons: 1 })).toEqual([]);
    expect(errorCodes({ name: 'Foyer', numberOfPersons: 20 })).toEqual([]);
    // NaN is what an emptied number field gives.
    for (const numberOfPersons of [0, 21, 2.5, Number.NaN, '3']) {
      expect(errorCodes({ name: 'Foyer', numberOfPersons }), String(numberOfPersons)).toEqual(['householdSizeRange']);
    }
  });
});
