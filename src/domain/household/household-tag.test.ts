import { describe, expect, it } from 'vitest';
import { householdTagSchema, TAG_NAME_MAX_LENGTH, tagFormSchema, tagNameSchema } from './household-tag';

describe('tagNameSchema', () => {
  it('trims the name', () => {
    expect(tagNameSchema.parse('  Rapide  ')).toBe('Rapide');
  });

  it('refuses a blank name', () => {
    expect(tagNameSchema.safeParse('   ').success).toBe(false);
  });

  it('refuses a name holding a tab, a line break or a control character', () => {
    for (const name of ['Ra\tpide', 'Ra\r\npide', 'Ra\u0000pide', 'Ra\u2028pide']) expect(tagNameSchema.safeParse(name).success, JSON.stringify(name)).toBe(false);
  });

  it('allows 20 characters after trimming, not 21', () => {
    expect(tagNameSchema.safeParse(` ${'a'.repeat(TAG_NAME_MAX_LENGTH)} `).success).toBe(true);
    expect(tagNameSchema.safeParse('a'.repeat(TAG_NAME_MAX_LENGTH + 1)).success).toBe(false);
  });
});

describe('householdTagSchema', () => {
  it('requires a hex colour', () => {
    const tag = { id: 't1', name: 'Rapide', color: '#4CAF50', organizationId: 'o1' };
    expect(householdTagSchema.parse(tag)).toEqual(tag);
    expect(householdTagSchema.safeParse({ ...tag, color: 'green' }).success).toBe(false);
  });
});

describe('tagFormSchema', () => {
  const codes = (name: string) => tagFormSchema.safeParse({ name, color: '#4CAF50' }).error?.issues.map((issue) => issue.message);

  it('says with a code what is wrong with the name, first what the form shows first', () => {
    expect(codes('   ')).toEqual(['tagNameRequired']);
    expect(codes('a'.repeat(TAG_NAME_MAX_LENGTH + 1))).toEqual(['tagNameTooLong']);
    expect(codes('Ra\npide')).toEqual(['singleLine']);
  });

  it('hands the trimmed name and a preset colour to the store', () => {
    expect(tagFormSchema.parse({ name: ' Rapide ', color: '#4CAF50' })).toEqual({ name: 'Rapide', color: '#4CAF50' });
    expect(tagFormSchema.safeParse({ name: 'Rapide', color: 'green' }).success).toBe(false);
  });
});
