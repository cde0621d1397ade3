import { describe, expect, it } from 'vitest';
import { COOKBOOK_MAX_TAGS } from './cookbook-tag';
import { applySavedViewChanges, savedViewChanges, savedViewFormSchema, savedViewSchema, type SavedView } from './saved-view';

const view = { id: 'v1', name: 'Rapide et végé', tagIds: ['t1', 't2'], filterType: 'AND' };

describe('savedViewSchema', () => {
  it('defaults the colour to #3B82F6 and isDefault to false', () => {
    expect(savedViewSchema.parse(view)).toMatchObject({ color: '#3B82F6', isDefault: false, createdAt: null });
  });

  it(`needs at least one tag, and at most the ${COOKBOOK_MAX_TAGS} of a cookbook`, () => {
    const tagIds = (count: number) => Array.from({ length: count }, (_, i) => `t${i}`);
    expect(savedViewSchema.safeParse({ ...view, tagIds: [] }).success).toBe(false);
    expect(savedViewSchema.safeParse({ ...view, tagIds: tagIds(COOKBOOK_MAX_TAGS) }).success).toBe(true);
    expect(savedViewSchema.safeParse({ ...view, tagIds: tagIds(COOKBOOK_MAX_TAGS + 1) }).success).toBe(false);
  });

  it('allows a name of 30 characters after trimming, not 31, and not a blank one', () => {
    expect(savedViewSchema.parse({ ...view, name: ` ${'v'.repeat(30)} ` }).name).toBe('v'.repeat(30));
    expect(savedViewSchema.safeParse({ ...view, name: 'v'.repeat(31) }).success).toBe(false);
    expect(savedViewSchema.safeParse({ ...view, name: ' ' }).success).toBe(false);
  });

  it('refuses a name holding a tab, a line break or a control character', () => {
    for (const name of ['Rapide\tvégé', 'Rapide\nvégé', 'Rapide\u007Fvégé']) expect(savedViewSchema.safeParse({ ...view, name }).success, JSON.stringify(name)).toBe(false);
  });

  it('accepts only AND and OR', () => {
    expect(savedViewSchema.parse({ ...view, filterType: 'OR' }).filterType).toBe('OR');
    expect(savedViewSchema.safeParse({ ...view, filterType: 'and' }).success).toBe(false);
  });
});

describe('savedViewFormSchema', () => {
  const form = { name: 'Rapide', tagIds: ['t1'], filterType: 'OR', color: '#3B82F6' };
  const code = (changes: object) => savedViewFormSchema.safeParse({ ...form, ...changes }).error?.issues[0]?.message;

  it('says which rule a name or a tag list breaks, as the codes the dialog shows', () => {
    expect(code({ name: '  ' })).toBe('viewNameRequired');
    expect(code({ name: 'v'.repeat(31) })).toBe('viewNameTooLong');
    expect(code({ name: 'Rapide\nvégé' })).toBe('singleLine');
    expect(code({ tagIds: [] })).toBe('viewNeedsTag');
  });

  it('reads a valid form trimmed, as a stored view would be', () => {
    expect(savedViewFormSchema.parse({ ...form, name: ' Rapide ' }).name).toBe('Rapide');
  });
});

describe('savedViewChanges and applySavedViewChanges', () => {
  const stored: SavedView = { ...savedViewSchema.parse(view), createdAt: new Date('2025-01-06T09:00:00Z'), updatedAt: new Date('2025-01-06T09:00:00Z') };
  const unchanged = { name: stored.name, tagIds: stored.tagIds, filterType: stored.filterType, color: stored.color };

  it('keeps only the fields the member changed', () => {
    expect(savedViewChanges(stored, unchanged)).toEqual({});
    expect(savedViewChanges(stored, { ...unchanged, name: 'Soirs pressés' })).toEqual({ name: 'Soirs pressés' });
    expect(savedViewChanges(stored, { ...unchanged, tagIds: ['t1', 't3'], filterType: 'OR' })).toEqual({ tagIds: ['t1', 't3'], filterType: 'OR' });
    expect(savedViewChanges(stored, { ...unchanged, tagIds: ['t2', 't1'] })).toEqual({ tagIds: ['t2', 't1'] });
    expect(savedViewChanges(stored, { ...unchanged, color: '#E91E63' })).toEqual({ color: '#E91E63' });
  });

  it('makes the changes on the view as stored, keeping its id and creation date', () => {
    const now = new Date('2025-02-01T10:00:00Z');
    const renamedMeanwhile = { ...stored, name: 'Renommée ailleurs' };
    expect(applySavedViewChanges(renamedMeanwhile, { tagIds: ['t3'] }, now)).toEqual({ ...renamedMeanwhile, tagIds: ['t3'], updatedAt: now });
  });
});
