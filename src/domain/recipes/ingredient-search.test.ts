import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import catalogueJson from './standard-ingredients.json';
import { createIngredientSearch, INGREDIENT_SUGGESTION_LIMIT, normalizeForSearch, type SearchableIngredient } from './ingredient-search';
import { standardIngredientSchema } from './standard-ingredient';

const ingredient = (name: string, aliases: string[] = [], nameEn?: string): SearchableIngredient => ({ name, aliases, nameEn });

const catalogue = [
  ingredient('pomme de terre', ['pommes de terre', 'patate', 'patates'], 'potato'),
  ingredient('pomme', ['pommes'], 'apple'),
  ingredient('crème fraîche épaisse', ['crème fraîche'], 'crème fraîche'),
  ingredient('crème liquide', [], 'single cream'),
  ingredient('œuf', ['œufs'], 'egg'),
  ingredient('chou-fleur', ['choux-fleurs'], 'cauliflower'),
  ingredient('ail', ["gousse d'ail"], 'garlic'),
  ingredient('aileron', [], 'wing tip'),
  ingredient('aillet', [], 'green garlic'),
  ingredient("beurre à l'ail", [], 'garlic butter'),
  ingredient('volaille', [], 'poultry'),
  ingredient('caille', [], 'quail'),
  ingredient('échalote', ['échalotes'], 'shallot'),
  ingredient('endive', [], 'chicory'),
  ingredient('estragon', [], 'tarragon'),
  ingredient('épinard', ['épinards'], 'spinach'),
];

const names = (results: readonly SearchableIngredient[]) => results.map(({ name }) => name);
const search = createIngredientSearch(catalogue);

describe('normalizeForSearch', () => {
  it('ignores case, accents and the œ and æ ligatures', () => {
    expect(normalizeForSearch('Crème Fraîche')).toBe('creme fraiche');
    expect(normalizeForSearch('ŒUF')).toBe('oeuf');
    expect(normalizeForSearch('Cæsar')).toBe('caesar');
  });

  it('reads hyphens and apostrophes as spaces and collapses whitespace', () => {
    expect(normalizeForSearch('  Chou-Fleur ')).toBe('chou fleur');
    expect(normalizeForSearch('gousse d’ail')).toBe('gousse d ail');
    expect(normalizeForSearch("gousse  d'ail")).toBe('gousse d ail');
  });
});

describe('createIngredientSearch', () => {
  it('ignores accents and case', () => {
    expect(names(search('creme'))).toEqual(['crème fraîche épaisse', 'crème liquide']);
    expect(names(search('CRÈME FRAICHE'))).toEqual(['crème fraîche épaisse']);
    for (const query of ['OEUF', 'œuf', 'Œufs', 'oeufs']) expect(names(search(query)), query).toEqual(['œuf']);
  });

  it('matches aliases, hyphenated names typed with a space, and the English name', () => {
    expect(names(search('patates'))).toEqual(['pomme de terre']);
    expect(names(search('choux fleurs'))).toEqual(['chou-fleur']);
    expect(names(search('potato'))).toEqual(['pomme de terre']);
  });

  it('ranks exact matches, then prefixes, then word starts, then other substrings', () => {
    // "ail" exact; aileron and aillet start with it; "beurre à l'ail" has a word starting with it;
    // caille and volaille only contain it.
    expect(names(search('ail'))).toEqual(['ail', 'aileron', 'aillet', "beurre à l'ail", 'caille', 'volaille']);
  });

  it('puts an exact alias match before an alphabetically earlier prefix match', () => {
    // "pommes" is an alias of pomme, exact; "pomme de terre" only starts with it through its alias.
    expect(names(search('pommes'))).toEqual(['pomme', 'pomme de terre']);
    expect(names(search('pomme'))).toEqual(['pomme', 'pomme de terre']);
  });

  it('within prefixes and word starts, puts a hit on the French name before one on an alias or the English name', () => {
    const withAliases = createIngredientSearch([
      ingredient('crabe', ['tourteau'], 'crab'),
      ingredient('tomate', ['tomates'], 'tomato'),
      ingredient('concentré de tomate'),
      ingredient('coulis', ['purée de tomate'], 'passata'),
      ingredient('tofu', [], 'bean curd'),
    ]);
    expect(names(withAliases('to'))).toEqual(['tofu', 'tomate', 'crabe', 'concentré de tomate', 'coulis']);
  });

  it('sorts alphabetically in French within a rank, accented letters beside their plain ones', () => {
    expect(names(search('e')).slice(0, 4)).toEqual(['échalote', 'endive', 'épinard', 'estragon']);
  });

  it(`returns at most ${INGREDIENT_SUGGESTION_LIMIT} suggestions, the best ranked first`, () => {
    const sauces = ['soja', 'tomate', 'huître', 'hoisin', 'barbecue', 'pimentée', 'teriyaki', 'béarnaise', 'aigre-douce', 'caramel', 'bolognaise', 'curry'];
    const many = createIngredientSearch([...sauces.map((kind) => ingredient(`sauce ${kind}`)), ingredient('saucisse'), ingredient('sauce')]);
    const results = names(many('sauce'));
    expect(results).toHaveLength(INGREDIENT_SUGGESTION_LIMIT);
    expect(results[0]).toBe('sauce');
    expect(results).not.toContain('saucisse');
    expect(many('sauce', 3)).toHaveLength(3);
  });

  it('still finds an exact match that sorts after the suggestions already filled', () => {
    const milks = createIngredientSearch([
      ingredient('chocolat au lait'),
      ingredient('lait concentré'),
      ingredient("lait d'amande"),
      ingredient('lait de coco'),
      ingredient('lait de soja'),
      ingredient('lait demi-écrémé', ['lait']),
      ingredient('lait entier'),
    ]);
    expect(names(milks('lait', 3))).toEqual(['lait demi-écrémé', 'lait concentré', "lait d'amande"]);
    expect(names(milks('LAIT'))).toEqual(['lait demi-écrémé', 'lait concentré', "lait d'amande", 'lait de coco', 'lait de soja', 'lait entier', 'chocolat au lait']);
  });

  it('gives the first entries alphabetically for an empty or blank query', () => {
    const expected = [...catalogue]
      .map(({ name }) => name)
      .sort((a, b) => a.localeCompare(b, 'fr'))
      .slice(0, INGREDIENT_SUGGESTION_LIMIT);
    expect(names(search(''))).toEqual(expected);
    expect(names(search('   '))).toEqual(expected);
  });

  it('returns an empty list when nothing matches', () => {
    expect(search('xylophone')).toEqual([]);
  });

  it('reads the catalogue on its first query, not when it is made', () => {
    let namesRead = 0;
    const counted = catalogue.map((entry) => ({
      ...entry,
      get name() {
        namesRead += 1;
        return entry.name;
      },
    }));
    const lazy = createIngredientSearch(counted);
    expect(namesRead).toBe(0);
    expect(lazy('endive')[0]?.name).toBe('endive');
    expect(namesRead).toBeGreaterThan(0);
  });

  it('returns the catalogue entries themselves', () => {
    expect(search('endive')[0]).toBe(catalogue.find(({ name }) => name === 'endive'));
  });
});

describe('search over the real catalogue', () => {
  const real = createIngredientSearch(z.array(standardIngredientSchema).parse(catalogueJson));

  it('puts the exact ingredient first', () => {
    expect(real('tomate')[0]?.id).toBe('tomate');
    expect(real('oeuf')[0]?.id).toBe('oeuf');
    expect(real('patates')[0]?.id).toBe('pomme-de-terre');
    expect(real('beurre')[0]?.id).toBe('beurre-doux');
    expect(real('creme')[0]?.name).toMatch(/^crème/);
  });

  it('fills the suggestion list for a short query', () => {
    expect(real('p')).toHaveLength(INGREDIENT_SUGGESTION_LIMIT);
  });
});
