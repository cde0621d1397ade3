import { describe, expect, it } from 'vitest';
import { food, recipe, shop, typed, type LineRow, type PlannedRecipe, type ShopperCase } from '@/testing/shopper-table';

// The shopper table, continued: the cupboard, ticks, what a typed name is, and foods without a
// conversion. Rows read '<aisle>|<food>: <what it reads>', ✓ before a ticked line; a reopened
// line's amount is what is still to buy.

type Case = [string, ShopperCase, LineRow[]];

const once = (...lines: ReturnType<typeof food>[]): [PlannedRecipe, number][] => [[recipe('Recette', 4, ...lines), 4]];
const milk = (centilitres: number): ReturnType<typeof food> => food('lait-demi-ecreme', centilitres, 'centiliter');

const cupboard: Case[] = [
  [
    'seasonings in spoons go to the cupboard, after the aisles, never as fractions of a spoon',
    { meals: [[recipe('Quiche', 6, food('oignon', 1.5, 'piece'), food('sel', 1.5, 'teaspoon'), food('poivre-noir', 0.5, 'teaspoon'), food('muscade', 0.5, 'teaspoon')), 4]] },
    [['produce|oignon: 1 pièce', [[1, 'piece']]], ['placard|muscade: à vérifier', []], ['placard|poivre noir: à vérifier', []], ['placard|sel: à vérifier', []]],
  ],
  ["'gros sel 0,67 c. à s.' is a check", { meals: [[recipe('Pot-au-feu', 6, food('gros-sel', 1, 'tablespoon')), 4]] }, [['placard|gros sel: à vérifier', []]]],
  [
    'oil by the spoon in two recipes is still a check',
    { meals: [[recipe('Ratatouille', 4, food('huile-d-olive', 3, 'tablespoon')), 4], [recipe('Salade', 4, food('huile-d-olive', 3, 'tablespoon')), 4]] },
    [["placard|huile d'olive: à vérifier", []]],
  ],
  ['50 cl of olive oil stays in the cupboard, with the amount to check', { meals: once(food('huile-d-olive', 50, 'centiliter')) }, [["placard|huile d'olive: à vérifier · 50 cl", [[50, 'centiliter']]]]],
  ["'sel, poivre' to taste is a check", { meals: once(food('sel', 0, 'piece'), food('poivre-noir', 0, 'piece')) }, [['placard|poivre noir: à vérifier', []], ['placard|sel: à vérifier', []]]],
  ['a salt crust’s kilogram of gros sel shows', { meals: once(food('gros-sel', 1, 'kilogram')) }, [['placard|gros sel: à vérifier · 1 kg', [[1, 'kilogram']]]]],
  ['bay leaves are counted', { meals: once(food('laurier', 2, 'piece')) }, [['placard|laurier: à vérifier · 2 pièces', [[2, 'piece']]]]],
  ['a stock cube is counted', { meals: once(food('bouillon-de-legumes', 1, 'piece')) }, [['placard|bouillon de légumes: à vérifier · 1 pièce', [[1, 'piece']]]]],
  [
    'the cupboard comes after every aisle',
    { meals: once(food('sel', 1, 'teaspoon'), food('vin-blanc', 25, 'centiliter'), food('carotte', 2, 'piece')) },
    [['produce|carotte: 250 g', [[250, 'gram']]], ['beverages|vin blanc: 25 cl', [[25, 'centiliter']]], ['placard|sel: à vérifier', []]],
  ],
  [
    "foods kept 'toujours en stock' leave the aisles for 'Déjà au placard'",
    { meals: once(food('oignon', 1, 'piece'), food('sel', 1, 'teaspoon'), food('carotte', 1, 'piece')), inStock: ['oignon', 'sel'] },
    [['produce|carotte: 130 g', [[130, 'gram']]], ['au placard|oignon: 1 pièce', [[1, 'piece']]], ['au placard|sel: à vérifier', []]],
  ],
  ['a checked cupboard line stays checked when more spoons are planned', { meals: once(food('sel', 3, 'teaspoon')), ticks: { 'food:sel': { covered: {} } } }, [['placard|sel: ✓ à vérifier', []]]],
  [
    'a checked cupboard line reopens when a real amount is planned',
    { meals: once(food('huile-d-olive', 50, 'centiliter')), ticks: { 'food:huile-d-olive': { covered: {} } } },
    [["placard|huile d'olive: encore 50 cl", [[50, 'centiliter']]]],
  ],
];

const milkTicked = { 'food:lait-demi-ecreme': { covered: { volume: 330 } } };

const ticks: Case[] = [
  [
    'milk ticked at 33 cl reopens at 52 cl with what is still to buy',
    { meals: [[recipe('Crêpes', 4, milk(33)), 4], [recipe('Flan', 4, milk(19)), 4]], ticks: milkTicked },
    [['dairy|lait demi-écrémé: encore 19 cl', [[19, 'centiliter']]]],
  ],
  ['milk ticked at 33 cl stays ticked when the need shrinks to 20 cl', { meals: once(milk(20)), ticks: milkTicked }, [['dairy|lait demi-écrémé: ✓ 20 cl', [[20, 'centiliter']]]]],
  ['a need just past the tick asks for the least a shop sells: a centilitre', { meals: once(milk(33.4)), ticks: milkTicked }, [['dairy|lait demi-écrémé: encore 1 cl', [[1, 'centiliter']]]]],
  ['a tick without an amount is ticked whatever the need', { meals: once(milk(52)), ticks: { 'food:lait-demi-ecreme': true } }, [['dairy|lait demi-écrémé: ✓ 52 cl', [[52, 'centiliter']]]]],
  ['an older tick of the volume line still counts', { meals: once(milk(52)), checked: { 'std:lait-demi-ecreme:volume': true } }, [['dairy|lait demi-écrémé: ✓ 52 cl', [[52, 'centiliter']]]]],
  [
    'an older tick of the potatoes by weight covers that weight only: pieces planned since are still to buy',
    { meals: once(food('pomme-de-terre', 1.8, 'kilogram'), food('pomme-de-terre', 4, 'piece')), checked: { 'std:pomme-de-terre:mass': true } },
    [['produce|pomme de terre: encore 600 g', [[600, 'gram']]]],
  ],
  ['an older tick of one meal’s line still counts', { meals: once(food('oignon', 2, 'piece')), checked: { 'entry:e1:i1': true } }, [['produce|oignon: ✓ 2 pièces', [[2, 'piece']]]]],
  ['a checked custom item still counts', { custom: [{ ...typed('lait', 1, 'liter'), checked: true }] }, [['dairy|lait demi-écrémé: ✓ 1 l', [[1, 'liter']]]]],
  ['three onions bought cover 2,5', { meals: once(food('oignon', 2.5, 'piece')), ticks: { 'food:oignon': { covered: { count: 3 } } } }, [['produce|oignon: ✓ 3 pièces', [[3, 'piece']]]]],
  ['three onions bought do not cover four', { meals: once(food('oignon', 4, 'piece')), ticks: { 'food:oignon': { covered: { count: 3 } } } }, [['produce|oignon: encore 1 pièce', [[1, 'piece']]]]],
  ['ten cloves bought, twelve needed', { meals: once(food('ail', 12, 'piece')), ticks: { 'food:ail': { covered: { count: 10 } } } }, [['produce|ail: encore 2 gousses (1 tête)', [[2, 'clove', 1]]]]],
  [
    'what was bought rounded up covers a need that grows within it: 2,6 kg bought, 2 590 g needed',
    { meals: once(food('pomme-de-terre', 2.59, 'kilogram')), ticks: { 'food:pomme-de-terre': { covered: { mass: 2600 } } } },
    [['produce|pomme de terre: ✓ 2,6 kg', [[2.6, 'kilogram']]]],
  ],
  ['a tick counted in pieces covers their weight', { meals: once(food('pomme-de-terre', 600, 'gram')), ticks: { 'food:pomme-de-terre': { covered: { count: 4 } } } }, [['produce|pomme de terre: ✓ 600 g', [[600, 'gram']]]]],
  ['four potatoes bought, 900 g needed', { meals: once(food('pomme-de-terre', 900, 'gram')), ticks: { 'food:pomme-de-terre': { covered: { count: 4 } } } }, [['produce|pomme de terre: encore 300 g', [[300, 'gram']]]]],
  [
    'courgettes bought by weight do not cover pieces nobody can weigh',
    { meals: once(food('courgette', 1.8, 'kilogram'), food('courgette', 2, 'piece')), ticks: { 'food:courgette': { covered: { mass: 1800 } } } },
    [['produce|courgette: encore 2 pièces', [[2, 'piece']]]],
  ],
];

const identity: Case[] = [
  [
    "'pommes de terre' typed on the list joins the potatoes",
    { meals: once(food('pomme-de-terre', 1.8, 'kilogram'), food('pomme-de-terre', 5, 'piece')), custom: [typed('pommes de terre', 2, 'kilogram')] },
    [['produce|pomme de terre: 4,6 kg', [[4.6, 'kilogram']]]],
  ],
  ["'oignons jaunes' are onions", { meals: once(food('oignon', 1, 'piece')), custom: [typed('oignons jaunes', 2, 'piece')] }, [['produce|oignon: 3 pièces', [[3, 'piece']]]]],
  [
    'crème fraîche is not crème liquide',
    { custom: [typed('crème fraîche', 20, 'centiliter'), typed('crème liquide', 20, 'centiliter')] },
    [['dairy|crème fraîche épaisse: 20 cl', [[20, 'centiliter']]], ['dairy|crème liquide: 20 cl', [[20, 'centiliter']]]],
  ],
  ['an oignon rouge is not an oignon', { meals: once(food('oignon', 2, 'piece')), custom: [typed('oignon rouge', 1, 'piece')] }, [['produce|oignon: 2 pièces', [[2, 'piece']]], ['produce|oignon rouge: 1 pièce', [[1, 'piece']]]]],
  [
    'sucre glace is not sucre',
    { custom: [typed('sucre', 200, 'gram'), typed('sucre glace', 100, 'gram')] },
    [['sweetGrocery|sucre en poudre: 200 g', [[200, 'gram']]], ['sweetGrocery|sucre glace: 100 g', [[100, 'gram']]]],
  ],
  [
    'a recipe line saved before lines were linked is matched when the list is built',
    { meals: [[recipe('Ancienne recette', 4, typed('Pommes de terre', 500, 'gram')), 4], [recipe('Potée', 4, food('pomme-de-terre', 4, 'piece')), 4]] },
    [['produce|pomme de terre: 1,1 kg', [[1.1, 'kilogram']]]],
  ],
  ["'oignons émincés' are onions", { meals: once(food('oignon', 1, 'piece'), typed('oignons émincés', 1, 'piece')) }, [['produce|oignon: 2 pièces', [[2, 'piece']]]]],
  ["'pommes de terre bio' are potatoes", { meals: once(food('pomme-de-terre', 4, 'piece')), custom: [typed('pommes de terre bio', 1, 'kilogram')] }, [['produce|pomme de terre: 1,6 kg', [[1.6, 'kilogram']]]]],
  [
    "'lait de noisette' is not milk",
    { meals: once(milk(50)), custom: [typed('lait de noisette', 1, 'liter')] },
    [['other|lait de noisette: 1 l', [[1, 'liter']]], ['dairy|lait demi-écrémé: 50 cl', [[50, 'centiliter']]]],
  ],
  ['a typed name the catalogue does not know merges by its words: Éponges 3 + éponge 2 pc', { custom: [typed('Éponges', 3, ''), typed('éponge', 2, 'piece')] }, [['other|éponge: 5 pièces', [[5, 'piece']]]]],
  ['a number typed without a unit reads as a number', { custom: [typed('Papier toilette', 1, '')] }, [['other|Papier toilette: 1', [[1, null]]]]],
];

const withoutConversion: Case[] = [
  [
    "courgettes without a weight per piece: '1,8 kg + 5 pièces'",
    { meals: once(food('courgette', 1.8, 'kilogram'), food('courgette', 5, 'piece')) },
    [['produce|courgette: 1,8 kg + 5 pièces', [[1.8, 'kilogram'], [5, 'piece']]]],
  ],
  ['a food without buying facts keeps its dimensions apart', { meals: once(food('vin-blanc', 25, 'centiliter'), food('vin-blanc', 1, 'piece')) }, [['beverages|vin blanc: 25 cl + 1 pièce', [[25, 'centiliter'], [1, 'piece']]]]],
  ['…and still reads metric within one: 2 c. à s. + 10 cl', { meals: once(food('vin-blanc', 2, 'tablespoon'), food('vin-blanc', 10, 'centiliter')) }, [['beverages|vin blanc: 13 cl', [[13, 'centiliter']]]]],
  [
    'a food the catalogue does not know: merged within dimensions, pieces rounded up',
    { custom: [typed('tofu fumé', 200, 'gram'), typed('Tofu fumé', 0.5, 'kilogram'), typed('tofu fumé', 1.5, 'piece')] },
    [['other|tofu fumé: 700 g + 2 pièces', [[700, 'gram'], [2, 'piece']]]],
  ],
  ['an unknown food reads metric: 166,67 ml is 17 cl', { meals: [[recipe('Wok', 6, typed('sauce soja', 25, 'centiliter')), 4]] }, [['other|sauce soja: 17 cl', [[17, 'centiliter']]]]],
  ['parsley to taste is on the list without an amount', { meals: once(food('persil-plat', 0, 'piece')) }, [['produce|persil plat: ', []]]],
];

describe('the shopper table: cupboard, ticks, identity', () => {
  it.each([...cupboard, ...ticks, ...identity, ...withoutConversion])('%s', (_title, input, expected) => {
    expect(shop(input)).toEqual(expected);
  });
});
