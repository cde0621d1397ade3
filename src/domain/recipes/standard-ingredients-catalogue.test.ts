import { describe, expect, it } from 'vitest';
import catalogue from './standard-ingredients.json';
import { isGroceryCategory } from '../grocery/categories';
import { normalizeText } from '../shared/normalize-text';
import { normalizeForSearch } from './ingredient-search';
import { standardIngredientSchema, type BuyingUnit } from './standard-ingredient';
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

  it('reads unchanged through the schema, so the app takes the file as it ships (catalogue-rest.ts)', () => {
    expect(catalogue.map((entry) => standardIngredientSchema.parse(entry))).toEqual(catalogue);
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

describe('standard-ingredient catalogue: what the shopping list buys', () => {
  const foods = catalogue.map((entry) => standardIngredientSchema.parse(entry));
  const food = (id: string) => foods.find((entry) => entry.id === id);
  // Bought by the unit rather than by weight or volume: the list counts these whole.
  const counted: readonly BuyingUnit[] = ['piece', 'clove', 'bunch', 'can', 'packet', 'jar', 'slice'];

  it('says how every food is bought', () => {
    expect(foods.filter(({ buyingUnit }) => buyingUnit === undefined).map(({ id }) => id)).toEqual([]);
  });

  it('weighs one of every food bought by the unit, and of every food recipes count by default', () => {
    const unweighed = foods.filter(({ buyingUnit, preferredUnit, pieceGrams }) => {
      const countedHere = (buyingUnit !== undefined && counted.includes(buyingUnit)) || preferredUnit === 'piece';
      return countedHere && pieceGrams === undefined;
    });
    expect(unweighed.map(({ id }) => id)).toEqual([]);
  });

  it('keeps weights and densities within what a kitchen holds', () => {
    const outOfBounds = foods.flatMap(({ id, pieceGrams, gramsPerMl }) => [
      ...(pieceGrams !== undefined && (pieceGrams < 0.1 || pieceGrams > 5000) ? [`${id}: ${pieceGrams} g a piece`] : []),
      ...(gramsPerMl !== undefined && (gramsPerMl < 0.1 || gramsPerMl > 2) ? [`${id}: ${gramsPerMl} g/ml`] : []),
    ]);
    expect(outOfBounds).toEqual([]);
  });

  it('never buys a cupboard staple by the piece, bunch, clove, slice or tin: they are checked, and weighed if counted', () => {
    const staples = foods.filter(({ staple }) => staple === true);
    expect(staples.length).toBeGreaterThan(50);
    expect(staples.filter(({ buyingUnit }) => !['weight', 'volume', 'jar', 'packet'].includes(buyingUnit ?? '')).map(({ id }) => id)).toEqual([]);
    // A bay leaf or a clove is counted by recipes but bought by weight, so the count converts.
    expect(food('laurier')).toMatchObject({ buyingUnit: 'weight', pieceGrams: 0.2, staple: true });
  });

  it('buys the foods the issue names the way a French shop sells them', () => {
    const buyingUnitOf = (id: string) => food(id)?.buyingUnit;
    expect(['oignon', 'citron', 'poivron', 'oeuf'].map(buyingUnitOf)).toEqual(['piece', 'piece', 'piece', 'piece']);
    expect(buyingUnitOf('ail')).toBe('clove');
    expect(['persil-plat', 'basilic', 'ciboulette', 'radis'].map(buyingUnitOf)).toEqual(['bunch', 'bunch', 'bunch', 'bunch']);
    expect(['pomme-de-terre', 'farine-de-ble', 'boeuf-hache', 'carotte'].map(buyingUnitOf)).toEqual(['weight', 'weight', 'weight', 'weight']);
    expect(['lait-demi-ecreme', 'creme-liquide'].map(buyingUnitOf)).toEqual(['volume', 'volume']);
    expect(['tomate-pelee', 'sucre-vanille', 'creme-fraiche-epaisse', 'jambon-blanc'].map(buyingUnitOf)).toEqual(['can', 'packet', 'jar', 'slice']);
  });

  it('marks seasonings, oils, vinegars, mustard and stock as staples, and no fresh herb or shopping food', () => {
    const isStaple = (id: string) => food(id)?.staple === true;
    for (const id of ['sel', 'gros-sel', 'poivre-noir', 'muscade', 'cumin', 'herbes-de-provence', 'thym-seche', 'laurier', 'huile-d-olive', 'vinaigre-balsamique', 'moutarde-de-dijon', 'bouillon-de-volaille', 'sauce-soja']) {
      expect(isStaple(id), id).toBe(true);
    }
    for (const id of ['persil-plat', 'thym', 'basilic', 'farine-de-ble', 'sucre-en-poudre', 'beurre-doux', 'lait-demi-ecreme', 'concentre-de-tomate', 'ail', 'oignon']) {
      expect(isStaple(id), id).toBe(false);
    }
  });
});
