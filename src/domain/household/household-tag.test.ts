import { describe, expect, it } from 'vitest';
import { householdTagSchema, TAG_NAME_MAX_LENGTH, tagNameSchema } from './household-tag';

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
