import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import catalogueJson from './standard-ingredients.json';
import { parseIngredientLine } from './ingredient-line-parser';
import { ingredientLineSamples, knownMisses } from './ingredient-line-samples';
import { standardIngredientSchema, type StandardIngredient } from './standard-ingredient';

const catalogue = z.array(standardIngredientSchema).parse(catalogueJson);
const parse = (line: string) => parseIngredientLine(line, catalogue);
const read = (line: string) => {
  const { quantity, unit, standardIngredientId } = parse(line);
  return [quantity, unit, standardIngredientId];
};

describe('parseIngredientLine: quantities', () => {
  it('reads integers, decimal commas and points', () => {
    expect(read('3 œufs')).toEqual([3, 'piece', 'oeuf']);
    expect(read('1,5 kg de pommes de terre')).toEqual([1.5, 'kilogram', 'pomme-de-terre']);
    expect(read('0.5 l de lait')).toEqual([0.5, 'liter', 'lait-demi-ecreme']);
  });

  it('reads fractions, unicode fractions and mixed numbers', () => {
    expect(read('1/2 citron')).toEqual([0.5, 'piece', 'citron']);
    expect(read('½ l de lait')).toEqual([0.5, 'liter', 'lait-demi-ecreme']);
    expect(read('1 ½ kg de farine')).toEqual([1.5, 'kilogram', 'farine-de-ble']);
    expect(read('1½ kg de farine')).toEqual([1.5, 'kilogram', 'farine-de-ble']);
    expect(read('1 1/2 cup sugar')).toEqual([1.5, 'cup', 'sucre-en-poudre']);
    expect(read('⅓ de tasse de lait')).toEqual([0.333, 'cup', 'lait-demi-ecreme']);
  });

  it('takes the upper bound of a range', () => {
    expect(read('2 à 3 tomates')).toEqual([3, 'piece', 'tomate']);
    expect(read('2-3 gousses d’ail')).toEqual([3, 'piece', 'ail']);
    expect(read('200 à 250 g de beurre')).toEqual([250, 'gram', 'beurre-doux']);
    expect(read('deux ou trois échalotes')).toEqual([3, 'piece', 'echalote']);
  });

  it('reads numbers in words up to douze, and halves', () => {
    expect(read('un oignon')).toEqual([1, 'piece', 'oignon']);
    expect(read('une courgette')).toEqual([1, 'piece', 'courgette']);
    expect(read('douze œufs')).toEqual([12, 'piece', 'oeuf']);
    expect(read('une demi-botte de persil')).toEqual([0.5, 'piece', 'persil-plat']);
    expect(read('un demi citron')).toEqual([0.5, 'piece', 'citron']);
    expect(read('une douzaine d’œufs')).toEqual([12, 'piece', 'oeuf']);
  });

  it('reads a quantity written after the food', () => {
    expect(read('Farine : 250 g')).toEqual([250, 'gram', 'farine-de-ble']);
    expect(read('Beurre (50 g)')).toEqual([50, 'gram', 'beurre-doux']);
  });
});

describe('parseIngredientLine: units', () => {
  it.each([
    ['200 g de farine', 'gram'],
    ['200 gr de farine', 'gram'],
    ['200 grammes de farine', 'gram'],
    ['200g de farine', 'gram'],
    ['1 kg de farine', 'kilogram'],
    ['1 kilo de farine', 'kilogram'],
  ])('%s is in %s', (line, unit) => {
    expect(parse(line).unit).toBe(unit);
    expect(parse(line).standardIngredientId).toBe('farine-de-ble');
  });

  it.each([
    ['50 ml de lait', 'milliliter'],
    ['25 cl de lait', 'centiliter'],
    ['25cl de lait', 'centiliter'],
    ['2 dl de lait', 'deciliter'],
    ['1 l de lait', 'liter'],
    ['1 litre de lait', 'liter'],
    ['1 tasse de lait', 'cup'],
    ['1 verre de lait', 'cup'],
  ])('%s is in %s', (line, unit) => {
    expect(parse(line).unit).toBe(unit);
    expect(parse(line).standardIngredientId).toBe('lait-demi-ecreme');
  });

  it.each([
    '2 c. à s. de sucre',
    '2 c.à.s de sucre',
    '2 c.à.s. de sucre',
    '2 cs de sucre',
    '2 CS de sucre',
    '2 càs de sucre',
    '2 cuillères à soupe de sucre',
    '2 cuillère à soupe de sucre',
    '2 cuil. à soupe de sucre',
    '2 cuillerées à soupe de sucre',
    '2 c. à soupe de sucre',
    '2 tbsp sugar',
  ])('%s is two tablespoons of sugar', (line) => {
    expect(read(line)).toEqual([2, 'tablespoon', 'sucre-en-poudre']);
  });

  it.each(['1 c. à c. de sel', '1 c.à.c de sel', '1 cc de sel', '1 càc de sel', '1 cuillère à café de sel', '1 cuil. à café de sel', '1 tsp salt'])(
    '%s is a teaspoon of salt',
    (line) => {
      expect(read(line)).toEqual([1, 'teaspoon', 'sel']);
    },
  );

  it('does not read the start of a food as a unit', () => {
    expect(read('2 carottes')).toEqual([2, 'piece', 'carotte']);
    expect(read('4 gros champignons')).toEqual([4, 'piece', 'champignon-de-paris']);
    expect(read('3 laitues')).toEqual([3, 'piece', 'laitue']);
  });

  it('converts ounces and pounds to grams', () => {
    expect(read('8 oz cheddar')).toEqual([226.8, 'gram', 'cheddar']);
    expect(read('1 lb ground beef')).toEqual([453.6, 'gram', 'boeuf-hache']);
  });
});

describe('parseIngredientLine: the food', () => {
  it('steps over "de", "d\'", "des" and "du" between the unit and the food', () => {
    expect(read('100 g de lardons')).toEqual([100, 'gram', 'lardon']);
    expect(read("1 c. à s. d'huile d'olive")).toEqual([1, 'tablespoon', 'huile-d-olive']);
    expect(read('200 g des pâtes')).toEqual([200, 'gram', 'pates']);
    expect(read('20 cl du lait')).toEqual([20, 'centiliter', 'lait-demi-ecreme']);
    expect(read('1 c. à s. de la moutarde')).toEqual([1, 'tablespoon', 'moutarde-de-dijon']);
  });

  it('leaves out what follows the food', () => {
    expect(read('4 tomates bien mûres')).toEqual([4, 'piece', 'tomate']);
    expect(read('2 courgettes, coupées en dés')).toEqual([2, 'piece', 'courgette']);
    expect(read('1 oignon (environ 200 g)')).toEqual([1, 'piece', 'oignon']);
    expect(read('1 boîte (400 g) de tomates pelées')).toEqual([1, 'piece', 'tomate-pelee']);
  });

  it('counts packaging and parts as pieces of the food', () => {
    expect(read("2 gousses d'ail")).toEqual([2, 'piece', 'ail']);
    expect(read('1 botte de radis')).toEqual([1, 'piece', 'radis']);
    expect(read('1 sachet de levure chimique')).toEqual([1, 'piece', 'levure-chimique']);
    expect(read('4 tranches de jambon')).toEqual([4, 'piece', 'jambon-blanc']);
    expect(read('2 boîtes de thon')).toEqual([2, 'piece', 'thon']);
    expect(read('3 brins de thym')).toEqual([3, 'piece', 'thym']);
    expect(read('2 feuilles de laurier')).toEqual([2, 'piece', 'laurier']);
    expect(read('1 pot de yaourt nature')).toEqual([1, 'piece', 'yaourt-nature']);
    expect(read('3 jaunes d’œufs')).toEqual([3, 'piece', 'oeuf']);
    expect(read('le jus de 2 citrons')).toEqual([2, 'piece', 'citron']);
  });

  it('keeps a name that starts like packaging when the catalogue knows it', () => {
    expect(read('2 noix de Saint-Jacques')).toEqual([2, 'piece', 'coquille-saint-jacques']);
    expect(read('4 feuilles de brick')).toEqual([4, 'piece', 'feuille-de-brick']);
    expect(read('2 blancs de poulet')).toEqual([2, 'piece', 'blanc-de-poulet']);
    expect(read('200 g de petits pois')).toEqual([200, 'gram', 'petit-pois']);
  });

  it('matches the catalogue whatever the accents, case and plural', () => {
    expect(read('3 Echalotes')).toEqual([3, 'piece', 'echalote']);
    expect(read('2 poireaux')).toEqual([2, 'piece', 'poireau']);
    expect(read('1 chou-fleur')).toEqual([1, 'piece', 'chou-fleur']);
    expect(read('500 g de boeuf haché')).toEqual([500, 'gram', 'boeuf-hache']);
  });

  it('prefers the longest name the catalogue knows', () => {
    expect(read('250 g de tomates cerises')).toEqual([250, 'gram', 'tomate-cerise']);
    expect(read('20 cl de crème fraîche épaisse')).toEqual([20, 'centiliter', 'creme-fraiche-epaisse']);
  });

  it('keeps an unknown food as written, with no catalogue id', () => {
    expect(parse('2 c. à s. de sauce poivrade maison')).toEqual({ quantity: 2, unit: 'tablespoon', name: 'sauce poivrade maison', standardIngredientId: null });
  });

  it('names a known food with the catalogue name', () => {
    expect(parse('3 Tomates bien mûres').name).toBe('tomate');
  });
});

describe('parseIngredientLine: no quantity, or a vague one', () => {
  it('leaves the quantity blank (0) when there is none', () => {
    expect(read('Sel, poivre')).toEqual([0, 'piece', 'sel']);
    expect(read('Poivre du moulin')).toEqual([0, 'piece', 'poivre-noir']);
    expect(read("Huile d'olive")).toEqual([0, 'piece', 'huile-d-olive']);
  });

  it('leaves it blank for a measure no unit expresses', () => {
    expect(read('une pincée de sel')).toEqual([0, 'piece', 'sel']);
    expect(read("un filet d'huile d'olive")).toEqual([0, 'piece', 'huile-d-olive']);
    expect(read('1 noix de beurre')).toEqual([0, 'piece', 'beurre-doux']);
    expect(read('quelques feuilles de basilic')).toEqual([0, 'piece', 'basilic']);
    expect(read('a pinch of salt')).toEqual([0, 'piece', 'sel']);
  });
});

describe('parseIngredientLine: English lines', () => {
  it.each([
    ['2 cups flour', [2, 'cup', 'farine-de-ble']],
    ['1 tbsp olive oil', [1, 'tablespoon', 'huile-d-olive']],
    ['3 cloves garlic, minced', [3, 'piece', 'ail']],
    ['2 large eggs', [2, 'piece', 'oeuf']],
    ['1 cup chopped onion', [1, 'cup', 'oignon']],
  ])('%s', (line, expected) => {
    expect(read(line)).toEqual(expected);
  });
});

describe('parseIngredientLine: the catalogue index', () => {
  it('indexes each catalogue it is given', () => {
    const other: StandardIngredient[] = [{ id: 'yuzu', name: 'yuzu', aliases: ['yuzus'], language: 'fr', category: 'produce' }];
    expect(parseIngredientLine('2 yuzus', other).standardIngredientId).toBe('yuzu');
    expect(parse('2 yuzus').standardIngredientId).toBeNull();
  });
});

describe('parseIngredientLine: the table of real-world lines', () => {
  const isRight = ({ line, quantity, unit, standardIngredientId }: (typeof ingredientLineSamples)[number]) => {
    const parsed = parse(line);
    return parsed.quantity === quantity && parsed.unit === unit && parsed.standardIngredientId === standardIngredientId;
  };

  it('holds at least 150 distinct lines, each naming a real catalogue entry or none', () => {
    expect(ingredientLineSamples.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ingredientLineSamples.map(({ line }) => line)).size).toBe(ingredientLineSamples.length);
    const ids = new Set(catalogue.map(({ id }) => id));
    expect(ingredientLineSamples.filter(({ standardIngredientId }) => standardIngredientId !== null && !ids.has(standardIngredientId))).toEqual([]);
  });

  it.each(ingredientLineSamples.filter(({ line }) => !knownMisses.has(line)))('$line → $quantity $unit $standardIngredientId', (sample) => {
    const { quantity, unit, standardIngredientId } = parse(sample.line);
    expect({ quantity, unit, standardIngredientId }).toEqual({ quantity: sample.quantity, unit: sample.unit, standardIngredientId: sample.standardIngredientId });
  });

  it.each([...knownMisses])('still misses %s (%s)', (line) => {
    const sample = ingredientLineSamples.find((candidate) => candidate.line === line);
    expect(sample).toBeDefined();
    expect(sample && isRight(sample)).toBe(false);
  });

  it('reads at least 95 % of the table exactly', () => {
    expect(ingredientLineSamples.filter(isRight).length / ingredientLineSamples.length).toBeGreaterThanOrEqual(0.95);
  });
});
