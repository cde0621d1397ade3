import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import catalogueJson from './standard-ingredients.json';
import { standardIngredientSchema } from './standard-ingredient';
import { typedFoodMatch, withTypedFood } from './typed-food-link';

// Against the seed catalogue itself: what a cook types is matched with the names and aliases the app ships.
const catalogue = z.array(standardIngredientSchema).parse(catalogueJson);

const typed = (name: string, changes: { standardIngredientId?: string | null; declinedFoodId?: string | null } = {}) => ({
  id: 'l1',
  name,
  quantity: 1,
  unit: 'piece' as const,
  category: 'other' as const,
  standardIngredientId: null,
  ...changes,
});

describe('typedFoodMatch', () => {
  it.each([
    ['pommes de terre', 'pomme-de-terre'],
    ['  Pommes de terre ', 'pomme-de-terre'],
    ["gousses d'ail", 'ail'],
    ['gousses d’ail', 'ail'],
    ['oignons jaunes', 'oignon'],
    ['oignons rouges', 'oignon-rouge'],
    ['crème fraîche', 'creme-fraiche-epaisse'],
    ['crème liquide', 'creme-liquide'],
    ['sucre glace', 'sucre-glace'],
    ['sucre', 'sucre-en-poudre'],
    ['Œufs', 'oeuf'],
    ['carottes, en rondelles', 'carotte'],
    ['lait', 'lait-demi-ecreme'],
    ['lait entier', 'lait-entier'],
    ['lait de noisette', null],
    ['sauce poivrade', null],
    ['Éponges', null],
    ['', null],
  ])('links %j to %s', (name, id) => {
    expect(typedFoodMatch(typed(name), catalogue)?.food.id ?? null).toBe(id);
  });

  it.each([
    ['crème fraîche', 'creme-liquide'],
    ['sucre glace', 'sucre-en-poudre'],
    ['oignons rouges', 'oignon'],
    ['lait entier', 'lait-demi-ecreme'],
  ])('never links %j to %s', (name, other) => {
    expect(typedFoodMatch(typed(name), catalogue)?.food.id).not.toBe(other);
  });

  it('leaves a line linked already as the cook linked it', () => {
    expect(typedFoodMatch(typed('pommes de terre', { standardIngredientId: 'patate-douce' }), catalogue)).toBeNull();
  });

  it("keeps the cook's no for the food declined, and only for it", () => {
    expect(typedFoodMatch(typed('pommes de terre', { declinedFoodId: 'pomme-de-terre' }), catalogue)).toMatchObject({
      food: { id: 'pomme-de-terre' },
      declined: true,
    });
    // Renamed to another food, the line is offered that food.
    expect(typedFoodMatch(typed('carottes', { declinedFoodId: 'pomme-de-terre' }), catalogue)).toMatchObject({ food: { id: 'carotte' }, declined: false });
  });
});

describe('withTypedFood', () => {
  it("links a recognised name to its food, with the food's aisle, as picking it does", () => {
    expect(withTypedFood(typed('pommes de terre'), catalogue)).toEqual({ ...typed('pommes de terre'), standardIngredientId: 'pomme-de-terre', category: 'produce' });
    expect(withTypedFood(typed('sucre glace'), catalogue)).toMatchObject({ standardIngredientId: 'sucre-glace', category: 'sweetGrocery' });
  });

  it('leaves a line alone when its name matches nothing, when it is linked, or when the cook declined the match', () => {
    for (const line of [
      typed('sauce poivrade'),
      typed('pommes de terre', { standardIngredientId: 'patate-douce' }),
      typed('pommes de terre', { declinedFoodId: 'pomme-de-terre' }),
    ]) {
      expect(withTypedFood(line, catalogue)).toBe(line);
    }
  });

  it('links nothing against a catalogue not loaded yet', () => {
    const line = typed('pommes de terre');
    expect(withTypedFood(line, [])).toBe(line);
  });
});
