import type { StandardIngredient } from '../domain/recipes/standard-ingredient';

// Catalogue foods as the shopper tests and the bench read them: the seed catalogue's names and
// aliases, with buying units and weights of the size kitchen tables give.

type Sample = Omit<StandardIngredient, 'language' | 'aliases'> & { aliases?: string[] };

const sample = ({ aliases = [], ...food }: Sample): StandardIngredient => ({ language: 'fr', aliases, ...food });

export const shopperCatalogue: readonly StandardIngredient[] = [
  sample({ id: 'ail', name: 'ail', category: 'produce', aliases: ["gousse d'ail", "gousses d'ail", "tête d'ail", "têtes d'ail"], buyingUnit: 'clove', pieceGrams: 5 }),
  sample({ id: 'oignon', name: 'oignon', category: 'produce', aliases: ['oignons', 'oignon jaune', 'oignons jaunes'], buyingUnit: 'piece', pieceGrams: 120 }),
  sample({ id: 'oignon-rouge', name: 'oignon rouge', category: 'produce', aliases: ['oignons rouges'], buyingUnit: 'piece', pieceGrams: 110 }),
  sample({ id: 'pomme-de-terre', name: 'pomme de terre', category: 'produce', aliases: ['pommes de terre', 'patate', 'patates'], buyingUnit: 'weight', pieceGrams: 150 }),
  sample({ id: 'carotte', name: 'carotte', category: 'produce', aliases: ['carottes'], buyingUnit: 'weight', pieceGrams: 125 }),
  sample({ id: 'courgette', name: 'courgette', category: 'produce', aliases: ['courgettes'], buyingUnit: 'weight' }),
  sample({ id: 'citron', name: 'citron', category: 'produce', aliases: ['citrons', 'citron jaune'], buyingUnit: 'piece', pieceGrams: 120 }),
  sample({ id: 'champignon-de-paris', name: 'champignon de Paris', category: 'produce', aliases: ['champignons de Paris', 'champignon', 'champignons'], buyingUnit: 'weight', pieceGrams: 20 }),
  sample({ id: 'persil-plat', name: 'persil plat', category: 'produce', aliases: ['persil', 'persil italien'], buyingUnit: 'bunch', pieceGrams: 50 }),
  sample({ id: 'basilic', name: 'basilic', category: 'produce', aliases: ['basilic frais'], buyingUnit: 'bunch', pieceGrams: 30 }),
  sample({ id: 'ciboulette', name: 'ciboulette', category: 'produce', buyingUnit: 'bunch', pieceGrams: 25 }),
  sample({ id: 'radis', name: 'radis', category: 'produce', aliases: ['radis rose', 'botte de radis'], buyingUnit: 'bunch', pieceGrams: 250 }),
  sample({ id: 'jambon-blanc', name: 'jambon blanc', category: 'deli', aliases: ['jambon', 'tranche de jambon', 'tranches de jambon'], buyingUnit: 'slice', pieceGrams: 45 }),
  sample({ id: 'lait-demi-ecreme', name: 'lait demi-écrémé', category: 'dairy', aliases: ['lait'], buyingUnit: 'volume', gramsPerMl: 1.03 }),
  sample({ id: 'creme-fraiche-epaisse', name: 'crème fraîche épaisse', category: 'dairy', aliases: ['crème fraîche', 'crème épaisse'], buyingUnit: 'volume', gramsPerMl: 1 }),
  sample({ id: 'creme-liquide', name: 'crème liquide', category: 'dairy', aliases: ['crème fleurette', 'crème fraîche liquide'], buyingUnit: 'volume', gramsPerMl: 1 }),
  sample({ id: 'beurre-doux', name: 'beurre doux', category: 'dairy', aliases: ['beurre'], buyingUnit: 'weight', gramsPerMl: 0.95 }),
  sample({ id: 'oeuf', name: 'œuf', category: 'dairy', aliases: ['œufs'], buyingUnit: 'piece', pieceGrams: 55 }),
  sample({ id: 'farine-de-ble', name: 'farine de blé', category: 'sweetGrocery', aliases: ['farine'], buyingUnit: 'weight', gramsPerMl: 0.55 }),
  sample({ id: 'sucre-en-poudre', name: 'sucre en poudre', category: 'sweetGrocery', aliases: ['sucre', 'sucre blanc', 'sucre semoule'], buyingUnit: 'weight', gramsPerMl: 0.85 }),
  sample({ id: 'sucre-glace', name: 'sucre glace', category: 'sweetGrocery', buyingUnit: 'weight', gramsPerMl: 0.5 }),
  sample({ id: 'levure-chimique', name: 'levure chimique', category: 'sweetGrocery', aliases: ['sachet de levure chimique'], buyingUnit: 'packet', pieceGrams: 11 }),
  sample({ id: 'confiture', name: 'confiture', category: 'sweetGrocery', buyingUnit: 'jar', pieceGrams: 370 }),
  sample({ id: 'riz-long', name: 'riz long', category: 'savoryGrocery', aliases: ['riz', 'riz blanc'], buyingUnit: 'weight', gramsPerMl: 0.85 }),
  sample({ id: 'tomate-pelee', name: 'tomate pelée', category: 'savoryGrocery', aliases: ['tomates pelées'], buyingUnit: 'can', pieceGrams: 400 }),
  sample({ id: 'bouillon-de-legumes', name: 'bouillon de légumes', category: 'savoryGrocery', aliases: ['bouillon cube', 'bouillon'], buyingUnit: 'piece', pieceGrams: 10, staple: true }),
  sample({ id: 'sel', name: 'sel', category: 'condiments', aliases: ['sel fin'], buyingUnit: 'weight', gramsPerMl: 1.2, staple: true }),
  sample({ id: 'gros-sel', name: 'gros sel', category: 'condiments', buyingUnit: 'weight', gramsPerMl: 1.1, staple: true }),
  sample({ id: 'poivre-noir', name: 'poivre noir', category: 'condiments', aliases: ['poivre'], buyingUnit: 'weight', gramsPerMl: 0.5, staple: true }),
  sample({ id: 'muscade', name: 'muscade', category: 'condiments', aliases: ['noix de muscade'], buyingUnit: 'weight', gramsPerMl: 0.45, staple: true }),
  sample({ id: 'laurier', name: 'laurier', category: 'condiments', aliases: ['feuille de laurier', 'feuilles de laurier'], buyingUnit: 'piece', pieceGrams: 0.2, staple: true }),
  sample({ id: 'huile-d-olive', name: "huile d'olive", category: 'condiments', buyingUnit: 'volume', gramsPerMl: 0.91, staple: true }),
  // A food the catalogue has not been given buying facts for yet.
  sample({ id: 'vin-blanc', name: 'vin blanc', category: 'beverages', aliases: ['vin blanc sec'] }),
];
