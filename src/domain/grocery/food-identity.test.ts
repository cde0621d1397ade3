import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import catalogueJson from '../recipes/standard-ingredients.json';
import { standardIngredientSchema } from '../recipes/standard-ingredient';
import { foodLineKey, identifyFood, itemLineKey } from './food-identity';
import { shopperCatalogue } from '@/testing/shopper-samples';

// Names and aliases are the seed catalogue's own: identity is proven against it, not a copy.
const catalogue = z.array(standardIngredientSchema).parse(catalogueJson);
const idOf = (name: string) => identifyFood(name, catalogue)?.id ?? null;

describe('identifyFood', () => {
  it.each([
    ['pommes de terre', 'pomme-de-terre'],
    ['Pommes de Terre', 'pomme-de-terre'],
    ["gousses d'ail", 'ail'],
    ['gousses d’ail', 'ail'],
    ['2 gousses d ail', 'ail'],
    ['oignons jaunes', 'oignon'],
    ['oignons', 'oignon'],
    ['Œufs', 'oeuf'],
    ['oeufs', 'oeuf'],
    ['farine', 'farine-de-ble'],
    ['lait', 'lait-demi-ecreme'],
    ['tomates pelées', 'tomate-pelee'],
    ['crème fraîche', 'creme-fraiche-epaisse'],
    ['beurre', 'beurre-doux'],
    ['persil', 'persil-plat'],
    ['pommes de terre bio', 'pomme-de-terre'],
    ['oignons émincés', 'oignon'],
    ['beurre pour le moule', 'beurre-doux'],
    ['ail (haché)', 'ail'],
    ['carottes, en rondelles', 'carotte'],
    ['une pincée de sel', 'sel'],
    ['quatre-épices', 'quatre-epices'],
    ['noix', 'noix'],
    ['noix de beurre', 'beurre-doux'],
  ])('%s is %s', (name, id) => {
    expect(idOf(name)).toBe(id);
  });

  it.each([
    ['crème liquide', 'creme-liquide', 'crème fraîche', 'creme-fraiche-epaisse'],
    ['oignon rouge', 'oignon-rouge', 'oignon', 'oignon'],
    ['oignons rouges', 'oignon-rouge', 'oignons', 'oignon'],
    ['sucre glace', 'sucre-glace', 'sucre', 'sucre-en-poudre'],
    ['lait entier', 'lait-entier', 'lait', 'lait-demi-ecreme'],
    ['tomates cerises', 'tomate-cerise', 'tomates', 'tomate'],
    ['pommes de terre nouvelles', 'pomme-de-terre-nouvelle', 'pommes de terre', 'pomme-de-terre'],
    ["lait d'amande", 'boisson-a-l-amande', 'lait', 'lait-demi-ecreme'],
  ])('%s (%s) stays apart from %s (%s)', (name, id, other, otherId) => {
    expect(idOf(name)).toBe(id);
    expect(idOf(other)).toBe(otherId);
  });

  it('matches nothing rather than the wrong food when the name says more than a food it starts with', () => {
    expect(idOf('lait de noisette')).toBeNull();
    expect(idOf('sucre de fleur de coco')).toBeNull();
    expect(idOf('tarte aux pommes')).toBeNull();
    expect(idOf('Éponges')).toBeNull();
    expect(idOf('')).toBeNull();
  });

  it('remembers what a name was, per catalogue', () => {
    const first = identifyFood('pommes de terre', shopperCatalogue);
    expect(identifyFood('pommes de terre', shopperCatalogue)).toBe(first);
    expect(first?.id).toBe('pomme-de-terre');
    expect(identifyFood('pommes de terre', catalogue)).not.toBe(first);
  });
});

describe('shopper line keys', () => {
  it('name the food once, whatever the dimension', () => {
    expect(foodLineKey('pomme-de-terre')).toBe('food:pomme-de-terre');
  });

  it('merge a name the catalogue does not know by its words, singular, accents kept', () => {
    expect(itemLineKey('Tomates  séchées ')).toBe(itemLineKey('tomate séchée'));
    expect(itemLineKey('pâte')).not.toBe(itemLineKey('pâté'));
  });
});
