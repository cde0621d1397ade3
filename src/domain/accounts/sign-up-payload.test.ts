import { describe, expect, it } from 'vitest';
import { passwordSchema, signUpPayloadSchema } from './sign-up-payload';

const valid = {
  firstName: 'Ana',
  lastName: 'Durand',
  email: ' Ana@Example.com ',
  password: 'Secret123',
  organizationName: 'Famille Durand',
  numberOfPersons: 4,
};

function errorCodes(input: unknown): string[] {
  const result = signUpPayloadSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('signUpPayloadSchema', () => {
  it('accepts a valid payload and normalises the e-mail', () => {
    expect(signUpPayloadSchema.parse(valid)).toEqual({ ...valid, email: 'ana@example.com' });
  });

  it('defaults the household to one person', () => {
    expect(signUpPayloadSchema.parse({ ...valid, numberOfPersons: undefined }).numberOfPersons).toBe(1);
  });

  it('reports each rule of spec A §5 with its own code', () => {
    expect(errorCodes({ ...valid, firstName: ' A ' })).toEqual(['firstNameTooShort']);
    expect(errorCodes({ ...valid, lastName: 'D' })).toEqual(['lastNameTooShort']);
    expect(errorCodes({ ...valid, email: 'ana@' })).toEqual(['invalidEmail']);
    expect(errorCodes({ ...valid, organizationName: 'F' })).toEqual(['householdNameTooShort']);
    expect(errorCodes({ ...valid, numberOfPersons: 0 })).toEqual(['numberOfPersonsTooSmall']);
    expect(errorCodes({ ...valid, numberOfPersons: 21 })).toEqual(['numberOfPersonsTooLarge']);
  });

  // A household name with CR/LF would have written lines of its own into the calendar feed.
  it('wants every name on one line: no line break, tab nor control character', () => {
    expect(errorCodes({ ...valid, organizationName: 'Cal\r\nEND:VCALENDAR\r\nX-EVIL:1' })).toEqual(['singleLine']);
    expect(errorCodes({ ...valid, firstName: 'An\na' })).toEqual(['singleLine']);
    expect(errorCodes({ ...valid, lastName: 'Du\trand' })).toEqual(['singleLine']);
    expect(errorCodes({ ...valid, organizationName: 'Famille\u2028Durand' })).toEqual(['singleLine']);
    expect(errorCodes({ ...valid, organizationName: 'Famille\u0085Durand' })).toEqual(['singleLine']);
    // What a paste leaves around the name is trimmed first.
    expect(signUpPayloadSchema.parse({ ...valid, organizationName: '\tFamille Durand\r\n' }).organizationName).toBe('Famille Durand');
  });

  it('bounds every text field, counting what remains after trimming', () => {
    expect(errorCodes({ ...valid, firstName: 'a'.repeat(51) })).toEqual(['firstNameTooLong']);
    expect(errorCodes({ ...valid, lastName: 'a'.repeat(51) })).toEqual(['lastNameTooLong']);
    expect(errorCodes({ ...valid, email: `${'a'.repeat(243)}@example.com` })).toEqual(['emailTooLong']);
    expect(errorCodes({ ...valid, password: `Secret1${'a'.repeat(122)}` })).toEqual(['passwordTooLong']);
    expect(errorCodes({ ...valid, organizationName: 'a'.repeat(81) })).toEqual(['householdNameTooLong']);
    expect(
      errorCodes({
        ...valid,
        firstName: ` ${'a'.repeat(50)} `,
        lastName: 'a'.repeat(50),
        email: `${'a'.repeat(242)}@example.com`,
        password: `Secret1${'a'.repeat(121)}`,
        organizationName: 'a'.repeat(80),
      }),
    ).toEqual([]);
  });
});

describe('passwordSchema', () => {
  function codes(password: string): string[] {
    const result = passwordSchema.safeParse(password);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  }

  it('accepts 8 characters with an uppercase letter, a lowercase letter and a digit', () => {
    expect(codes('Abcdefg1')).toEqual([]);
  });

  it('reports every missing requirement', () => {
    expect(codes('Abcdef1')).toEqual(['passwordTooShort']);
    expect(codes('abcdefg1')).toEqual(['passwordNeedsUppercase']);
    expect(codes('ABCDEFG1')).toEqual(['passwordNeedsLowercase']);
    expect(codes('Abcdefgh')).toEqual(['passwordNeedsDigit']);
    expect(codes('')).toEqual(['passwordTooShort', 'passwordNeedsUppercase', 'passwordNeedsLowercase', 'passwordNeedsDigit']);
  });
});
