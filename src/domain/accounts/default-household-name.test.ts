import { describe, expect, it } from 'vitest';
import { googleHouseholdName, signUpHouseholdName } from './default-household-name';

describe('signUpHouseholdName', () => {
  it('uses the last name when there is one', () => {
    expect(signUpHouseholdName('Camille', ' Martin ')).toBe('Famille Martin');
  });

  it('falls back to the first name, then to nothing', () => {
    expect(signUpHouseholdName('Camille', '  ')).toBe('Foyer de Camille');
    expect(signUpHouseholdName('', '')).toBe('');
  });
});

describe('googleHouseholdName', () => {
  it('prefers the family name the provider gives', () => {
    expect(googleHouseholdName('Camille Martin', 'Martin-Durand')).toBe('Famille Martin-Durand');
  });

  it('takes the last word of the display name, which is the first name when it is alone', () => {
    expect(googleHouseholdName('Camille Martin')).toBe('Famille Martin');
    expect(googleHouseholdName('Camille')).toBe('Famille Camille');
  });

  it('puts names holding control characters on one line', () => {
    expect(googleHouseholdName('Camille Martin', 'Mar\u0001tin')).toBe('Famille Mar tin');
    expect(googleHouseholdName('Camille Mar\u0085tin\u0007')).toBe('Famille tin');
    expect(signUpHouseholdName('Camille', 'Mar\ttin')).toBe('Famille Mar tin');
  });

  it('names the household Nouvelle Organisation without any name', () => {
    expect(googleHouseholdName(null)).toBe('Nouvelle Organisation');
    expect(googleHouseholdName('   ')).toBe('Nouvelle Organisation');
  });
});
