import { describe, expect, it } from 'vitest';
import { food, recipe, shop, typed, type LineRow, type ShopperCase } from '@/testing/shopper-table';

// The shopper table (issue: at least 60 cases): recipes and portions in, the lines a shopper
// reads out, each as '<aisle>|<food>: <what it reads>' with its amount as structured values.
// A tick that remembers an amount is stored under 'food:<catalogue id>'.

type Case = [string, ShopperCase, LineRow[]];

const pdt = (quantity: number, unit: Parameters<typeof food>[2]) => food('pomme-de-terre', quantity, unit);
const once = (...lines: ReturnType<typeof food>[]): [ReturnType<typeof recipe>, number][] => [[recipe('Recette', 4, ...lines), 4]];
const riz = (grams: number): ShopperCase => ({ meals: once(food('riz-long', grams, 'gram')) });
const rizPourUn = recipe('Riz pour trois', 3, food('riz-long', 1, 'kilogram'));
const lait = (millilitres: number): ShopperCase => ({ meals: once(food('lait-demi-ecreme', millilitres, 'milliliter')) });

const piecesAndWeight: Case[] = [
  [
    "potatoes in pieces and in kilograms make one line by weight: 5,33 pc + 1,8 kg",
    { meals: [[recipe('Potée', 3, pdt(4, 'piece')), 4], [recipe('Gratin', 4, pdt(1.8, 'kilogram')), 4]] },
    [['produce|pomme de terre: 2,6 kg', [[2.6, 'kilogram']]]],
  ],
  ["'5 pièces + 1,8 kg de pommes de terre' is one line", { meals: once(pdt(5, 'piece'), pdt(1.8, 'kilogram')) }, [['produce|pomme de terre: 2,6 kg', [[2.6, 'kilogram']]]]],
  ['potatoes counted only in pieces are bought by weight', { meals: once(pdt(4, 'piece')) }, [['produce|pomme de terre: 600 g', [[600, 'gram']]]]],
  ['seven potatoes weigh over a kilogram', { meals: once(pdt(7, 'piece')) }, [['produce|pomme de terre: 1,1 kg', [[1.1, 'kilogram']]]]],
  [
    "'carotte 7,33 pc' and 'carotte 500 g' are one line",
    { meals: [[recipe('Pot-au-feu', 3, food('carotte', 5.5, 'piece')), 4], [recipe('Velouté', 4, food('carotte', 500, 'gram')), 4]] },
    [['produce|carotte: 1,5 kg', [[1.5, 'kilogram']]]],
  ],
  ['grams of onion become whole onions: 300 g + 1 pc', { meals: once(food('oignon', 300, 'gram'), food('oignon', 1, 'piece')) }, [['produce|oignon: 4 pièces', [[4, 'piece']]]]],
  ['2,5 onions are three onions', { meals: [[recipe('Soupe', 4, food('oignon', 5, 'piece')), 2]] }, [['produce|oignon: 3 pièces', [[3, 'piece']]]]],
  ['half an onion is one onion', { meals: once(food('oignon', 0.5, 'piece')) }, [['produce|oignon: 1 pièce', [[1, 'piece']]]]],
  ["'citron 1,67 pc' is two lemons", { meals: [[recipe('Tajine', 6, food('citron', 2.5, 'piece')), 4]] }, [['produce|citron: 2 pièces', [[2, 'piece']]]]],
  ["'champignon de Paris 166,67 g' reads 170 g", { meals: [[recipe('Poêlée', 6, food('champignon-de-paris', 250, 'gram')), 4]] }, [['produce|champignon de Paris: 170 g', [[170, 'gram']]]]],
  [
    'mushrooms counted and weighed: 10 pièces + 200 g',
    { meals: once(food('champignon-de-paris', 10, 'piece'), food('champignon-de-paris', 200, 'gram')) },
    [['produce|champignon de Paris: 400 g', [[400, 'gram']]]],
  ],
  ['eggs: 3 + 2,5 are six', { meals: [[recipe('Omelette', 4, food('oeuf', 3, 'piece')), 4], [recipe('Flan', 4, food('oeuf', 5, 'piece')), 2]] }, [['dairy|œuf: 6 pièces', [[6, 'piece']]]]],
];

const garlic: Case[] = [
  [
    "'ail 9,67 pc' is ten cloves, one head",
    { meals: [[recipe('Aïoli', 6, food('ail', 4, 'piece')), 4], [recipe('Gigot', 4, food('ail', 7, 'piece')), 4]] },
    [['produce|ail: 10 gousses (1 tête)', [[10, 'clove', 1]]]],
  ],
  ['eleven cloves take two heads: heads round up', { meals: once(food('ail', 11, 'piece')) }, [['produce|ail: 11 gousses (2 têtes)', [[11, 'clove', 2]]]]],
  ['two cloves still come in a head', { meals: once(food('ail', 2, 'piece')) }, [['produce|ail: 2 gousses (1 tête)', [[2, 'clove', 1]]]]],
  ['30 g of garlic is six cloves', { meals: once(food('ail', 30, 'gram')) }, [['produce|ail: 6 gousses (1 tête)', [[6, 'clove', 1]]]]],
  ['twenty cloves are two heads', { meals: once(food('ail', 20, 'piece')) }, [['produce|ail: 20 gousses (2 têtes)', [[20, 'clove', 2]]]]],
  ['twenty-one cloves are three heads', { meals: once(food('ail', 21, 'piece')) }, [['produce|ail: 21 gousses (3 têtes)', [[21, 'clove', 3]]]]],
  [
    "'gousses d'ail' typed on the list joins the recipe's garlic",
    { meals: once(food('ail', 2, 'piece')), custom: [typed("gousses d'ail", 3, 'piece')] },
    [['produce|ail: 5 gousses (1 tête)', [[5, 'clove', 1]]]],
  ],
];

const bunches: Case[] = [
  ["'basilic 0,67 pc' is one bunch", { meals: [[recipe('Pistou', 6, food('basilic', 1, 'piece')), 4]] }, [['produce|basilic: 1 botte', [[1, 'bunch']]]]],
  ['a bunch of parsley and 30 g more make two bunches', { meals: once(food('persil-plat', 1, 'piece'), food('persil-plat', 30, 'gram')) }, [['produce|persil plat: 2 bottes', [[2, 'bunch']]]]],
  ['10 g of parsley is a bunch', { meals: once(food('persil-plat', 10, 'gram')) }, [['produce|persil plat: 1 botte', [[1, 'bunch']]]]],
  [
    'three thirds of a bunch of chives are one bunch, not two',
    { meals: ['Omelette', 'Salade', 'Tartare'].map((name): [ReturnType<typeof recipe>, number] => [recipe(name, 3, food('ciboulette', 1, 'piece')), 1]) },
    [['produce|ciboulette: 1 botte', [[1, 'bunch']]]],
  ],
  ["'bottes de radis' typed on the list are bunches of radishes", { custom: [typed('bottes de radis', 2, 'piece')] }, [['produce|radis: 2 bottes', [[2, 'bunch']]]]],
];

const packaged: Case[] = [
  ['800 g of peeled tomatoes are two cans', { meals: once(food('tomate-pelee', 800, 'gram')) }, [['savoryGrocery|tomate pelée: 2 boîtes', [[2, 'can']]]]],
  ['500 g of peeled tomatoes need a second can', { meals: once(food('tomate-pelee', 500, 'gram')) }, [['savoryGrocery|tomate pelée: 2 boîtes', [[2, 'can']]]]],
  ['400 g of peeled tomatoes is exactly one can', { meals: once(food('tomate-pelee', 400, 'gram')) }, [['savoryGrocery|tomate pelée: 1 boîte', [[1, 'can']]]]],
  ['a can and 200 g are two cans', { meals: once(food('tomate-pelee', 1, 'piece'), food('tomate-pelee', 200, 'gram')) }, [['savoryGrocery|tomate pelée: 2 boîtes', [[2, 'can']]]]],
  ['a packet of baking powder and 5 g more are two packets', { meals: once(food('levure-chimique', 1, 'piece'), food('levure-chimique', 5, 'gram')) }, [['sweetGrocery|levure chimique: 2 sachets', [[2, 'packet']]]]],
  ['4 slices of ham and 100 g are seven slices', { meals: once(food('jambon-blanc', 4, 'piece'), food('jambon-blanc', 100, 'gram')) }, [['deli|jambon blanc: 7 tranches', [[7, 'slice']]]]],
  ['100 g of jam is a jar', { meals: once(food('confiture', 100, 'gram')) }, [['sweetGrocery|confiture: 1 pot', [[1, 'jar']]]]],
];

const volumes: Case[] = [
  ["'lait demi-écrémé 208,33 cl' reads 2,1 l", { meals: [[recipe('Flan', 6, food('lait-demi-ecreme', 1.25, 'liter')), 10]] }, [['dairy|lait demi-écrémé: 2,1 l', [[2.1, 'liter']]]]],
  ['50 cl and a litre of milk are 1,5 l', { meals: once(food('lait-demi-ecreme', 50, 'centiliter'), food('lait-demi-ecreme', 1, 'liter')) }, [['dairy|lait demi-écrémé: 1,5 l', [[1.5, 'liter']]]]],
  ['33 cl stays 33 cl', { meals: once(food('lait-demi-ecreme', 33, 'centiliter')) }, [['dairy|lait demi-écrémé: 33 cl', [[33, 'centiliter']]]]],
  ['spoons of milk join the millilitres, in cl: 2 c. à s. + 100 ml', { meals: once(food('lait-demi-ecreme', 2, 'tablespoon'), food('lait-demi-ecreme', 100, 'milliliter')) }, [['dairy|lait demi-écrémé: 13 cl', [[13, 'centiliter']]]]],
  ['crème fraîche: 20 cl + 2 c. à s.', { meals: once(food('creme-fraiche-epaisse', 20, 'centiliter'), food('creme-fraiche-epaisse', 2, 'tablespoon')) }, [['dairy|crème fraîche épaisse: 23 cl', [[23, 'centiliter']]]]],
  ['100 g of cream is bought as 10 cl', { meals: once(food('creme-liquide', 100, 'gram')) }, [['dairy|crème liquide: 10 cl', [[10, 'centiliter']]]]],
  ['a cup of milk is 25 cl', { meals: once(food('lait-demi-ecreme', 1, 'cup')) }, [['dairy|lait demi-écrémé: 25 cl', [[25, 'centiliter']]]]],
];

const spoonsToWeight: Case[] = [
  ['3 c. à s. of flour are weighed: 25 g', { meals: once(food('farine-de-ble', 3, 'tablespoon')) }, [['sweetGrocery|farine de blé: 25 g', [[25, 'gram']]]]],
  ['250 g of flour and a cup: 390 g', { meals: once(food('farine-de-ble', 250, 'gram'), food('farine-de-ble', 1, 'cup')) }, [['sweetGrocery|farine de blé: 390 g', [[390, 'gram']]]]],
  ['100 g of sugar and 2 c. à s.: 130 g', { meals: once(food('sucre-en-poudre', 100, 'gram'), food('sucre-en-poudre', 2, 'tablespoon')) }, [['sweetGrocery|sucre en poudre: 130 g', [[130, 'gram']]]]],
  ['50 g of butter and a c. à s.: 65 g', { meals: once(food('beurre-doux', 50, 'gram'), food('beurre-doux', 1, 'tablespoon')) }, [['dairy|beurre doux: 65 g', [[65, 'gram']]]]],
  ['a cup of rice is weighed: 220 g', { meals: once(food('riz-long', 1, 'cup')) }, [['savoryGrocery|riz long: 220 g', [[220, 'gram']]]]],
];

const rounding: Case[] = [
  ['3 g: up to the 5 g step', riz(3), [['savoryGrocery|riz long: 5 g', [[5, 'gram']]]]],
  ['99 g: up to 100 g', riz(99), [['savoryGrocery|riz long: 100 g', [[100, 'gram']]]]],
  ['100 g stays 100 g', riz(100), [['savoryGrocery|riz long: 100 g', [[100, 'gram']]]]],
  ['101 g: up to the 10 g step', riz(101), [['savoryGrocery|riz long: 110 g', [[110, 'gram']]]]],
  ['999 g: a kilogram', riz(999), [['savoryGrocery|riz long: 1 kg', [[1, 'kilogram']]]]],
  ['1 000 g: a kilogram', riz(1000), [['savoryGrocery|riz long: 1 kg', [[1, 'kilogram']]]]],
  ['1 049 g: up to 1,1 kg', riz(1049), [['savoryGrocery|riz long: 1,1 kg', [[1.1, 'kilogram']]]]],
  [
    'three thirds of a kilogram add up to a kilogram, not 1,1 kg',
    { meals: [1, 2, 3].map((): [ReturnType<typeof recipe>, number] => [rizPourUn, 1]) },
    [['savoryGrocery|riz long: 1 kg', [[1, 'kilogram']]]],
  ],
  ['2 001 g: 2,1 kg', riz(2001), [['savoryGrocery|riz long: 2,1 kg', [[2.1, 'kilogram']]]]],
  ['12 345 g: 12,4 kg', riz(12345), [['savoryGrocery|riz long: 12,4 kg', [[12.4, 'kilogram']]]]],
  ['4 ml: a centilitre', lait(4), [['dairy|lait demi-écrémé: 1 cl', [[1, 'centiliter']]]]],
  ['99 cl stays 99 cl', lait(990), [['dairy|lait demi-écrémé: 99 cl', [[99, 'centiliter']]]]],
  ['995 ml: a litre', lait(995), [['dairy|lait demi-écrémé: 1 l', [[1, 'liter']]]]],
  ['1 l stays 1 l', lait(1000), [['dairy|lait demi-écrémé: 1 l', [[1, 'liter']]]]],
  ['1,05 l: up to 1,1 l', lait(1050), [['dairy|lait demi-écrémé: 1,1 l', [[1.1, 'liter']]]]],
];

const shopperCases: Case[] = [...piecesAndWeight, ...garlic, ...bunches, ...packaged, ...volumes, ...spoonsToWeight, ...rounding];

describe('the shopper table: amounts', () => {
  it.each(shopperCases)('%s', (_title, input, expected) => {
    expect(shop(input)).toEqual(expected);
  });
});
