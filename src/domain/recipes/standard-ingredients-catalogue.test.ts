import { describe, expect, it } from 'vitest';
import catalogue from '../../../scripts/seed/data/standard-ingredients.json';
import { isGroceryCategory } from '../grocery/categories';
import { normalizeText } from '../shared/normalize-text';
import { normalizeForSearch } from './ingredient-search';
import { standardIngredientSchema } from './standard-ingredient';
import { units } from './units';

/** The id rule of the seed data: the French name without accents, other characters as hyphens. */
const slugOf = (name: string) =>
  normalizeText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe('standard-ingredient catalogue', () => {
  it('holds at least 420 ingredients', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(420);
  });

  it('parses with the schema, in French, with both names', () => {
    for (const entry of catalogue) {
      const parsed = standardIngredientSchema.parse(entry);
      expect(parsed.language, entry.id).toBe('fr');
      expect(parsed.name.trim(), entry.id).toBe(parsed.name);
      expect(parsed.nameEn?.trim(), entry.id).toBeTruthy();
    }
  });

  it('starts every French name in lower case, as the seed convention says', () => {
    const capitalised = catalogue.filter(({ name }) => name[0] !== name[0]?.toLowerCase());
    expect(capitalised.map(({ name }) => name)).toEqual([]);
  });

  it('uses only valid categories and unit keys, not what the lenient stored-data schemas would coerce', () => {
    expect(catalogue.filter(({ category }) => !isGroceryCategory(category)).map(({ id }) => id)).toEqual([]);
    const unitKeys: readonly string[] = units;
    expect(catalogue.filter(({ preferredUnit }) => !unitKeys.includes(preferredUnit)).map(({ id }) => id)).toEqual([]);
  });

  it('gives every entry a unique id equal to the slug of its name', () => {
    expect(new Set(catalogue.map(({ id }) => id)).size).toBe(catalogue.length);
    expect(catalogue.filter(({ id, name }) => id !== slugOf(name)).map(({ id, name }) => `${id} ≠ slug(${name})`)).toEqual([]);
    expect(slugOf('Crème fraîche épaisse')).toBe('creme-fraiche-epaisse');
    expect(slugOf("piment d'Espelette")).toBe('piment-d-espelette');
  });

  it('never lets two entries share a name or an alias, as search sees them', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const { id, name } of catalogue) {
      const key = normalizeForSearch(name);
      if (owners.has(key)) clashes.push(`${name}: ${owners.get(key)} and ${id}`);
      owners.set(key, id);
    }
    for (const { id, aliases } of catalogue) {
      for (const alias of aliases) {
        const owner = owners.get(normalizeForSearch(alias));
        // An alias equal to its own name, or twice on one entry, is dead weight.
        if (owner !== undefined) clashes.push(`${alias}: alias of ${id}, also ${owner}`);
        owners.set(normalizeForSearch(alias), id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('stocks every aisle but "other", which is for what the catalogue lacks', () => {
    const used = new Set(catalogue.map(({ category }) => category));
    expect(used.has('other')).toBe(false);
    for (const category of ['produce', 'meat', 'seafood', 'deli', 'dairy', 'bakery', 'sweetGrocery', 'savoryGrocery', 'condiments', 'beverages', 'frozen']) {
      expect(used.has(category), category).toBe(true);
    }
  });
});
