import { foodWords, matchFoodAt } from '../recipes/ingredient-food-match';
import { countableWords, describingWords, foldWord, joiningWords, numberWords, vagueWords } from '../recipes/ingredient-line-words';
import type { StandardIngredient } from '../recipes/standard-ingredient';
import { keptText } from '../shared/kept-text';
import { normalizeItemName } from './line-key';

/**
 * What a shopper line is stored against: its catalogue food, or for a food the catalogue does
 * not know, its name with each word singular ('tomates séchées' and 'tomate séchée' are one
 * line; accents stay, so 'pâte' and 'pâté' are two). Unlike the per-dimension keys of
 * line-key.ts, it names no dimension: one food, one line, one tick.
 */
export type ShopperLineKey = `food:${string}` | `item:${string}`;

// Kept: each build of the list looks its lines' ticks up by the same strings, their hashes known.
export const foodLineKey = keptText((standardIngredientId): ShopperLineKey => `food:${standardIngredientId}`);

// Names typed by hand come back on every build of the list: each one's key is kept.
export const itemLineKey = keptText((name): ShopperLineKey => `item:${normalizeItemName(name).split(' ').map(foldWord).join(' ')}`);

const wordSet = (words: readonly string[]): ReadonlySet<string> => new Set(words.map(foldWord));

/**
 * Words after a food that say how it is grown, sold or cut, not what it is: 'pommes de terre
 * bio', 'oignons émincés'. Any other word after the food may make it another food the catalogue
 * lacks ('lait de noisette' is not milk), so the name then stays its own line.
 */
const trailingWords = wordSet([
  'bio', 'biologique', 'fermier', 'fermiere', 'francais', 'francaise', 'local', 'locale', 'maison', 'nature',
  'emince', 'emincee', 'hache', 'hachee', 'rape', 'rapee', 'pele', 'pelee', 'epluche', 'epluchee', 'coupe', 'coupee',
  'tranche', 'tranchee', 'ecrase', 'ecrasee', 'fondu', 'fondue', 'ramolli', 'ramollie', 'mou', 'molle',
]);

/** A count typed into the name ('2 gousses d'ail', 'une pincée de sel'), stepped over like a measure. */
const isNumber = (key: string): boolean => /^\d+$/.test(key) || numberWords.has(key);

/** The food a text names whole, give or take what is before it (a count, a measure, a size) and trailingWords after it. */
function foodNamedBy(name: string, catalogue: readonly StandardIngredient[]): StandardIngredient | null {
  // What follows a comma or sits in brackets describes the food ('oignons (jaunes)', 'ail, haché').
  const words = foodWords(name.replace(/\([^)]*\)?|\[[^\]]*\]?/g, ' ').split(/[,;]/)[0] ?? '');
  for (const [index, { key }] of words.entries()) {
    if (joiningWords.has(key)) continue;
    const match = matchFoodAt(words, index, catalogue);
    const measure = countableWords.has(key) || vagueWords.has(key);
    // A measure word is a food only when nothing follows it: 'noix' is walnuts, 'noix de beurre' butter.
    if (match && (!measure || match.length > 1 || index + 1 === words.length)) {
      const rest = words.slice(index + match.length);
      // 'beurre pour le moule', 'huile pour la friture': what follows says what it is for.
      const purpose = rest.findIndex(({ key: word }) => word === 'pour');
      const described = purpose === -1 ? rest : rest.slice(0, purpose);
      return described.every(({ key: word }) => trailingWords.has(word) || describingWords.has(word)) ? match.ingredient : null;
    }
    if (!measure && !describingWords.has(key) && !isNumber(key)) return null;
  }
  return null;
}

// A list is built on every change; the same names come back each time against one catalogue.
const known = new WeakMap<readonly StandardIngredient[], Map<string, StandardIngredient | null>>();

/**
 * The catalogue food a typed name is, through the ingredient-line parser's matcher (plurals,
 * accents, aliases, 'gousses d'ail', 'oignons jaunes'), so a custom item or a recipe line saved
 * without a link joins that food's line. The longest name wins, so 'oignon rouge' is not
 * 'oignon', 'sucre glace' not 'sucre' and 'crème liquide' not 'crème fraîche'; a name that says
 * more than the food it starts with ('lait de noisette') matches nothing rather than the wrong food.
 */
export function identifyFood(name: string, catalogue: readonly StandardIngredient[]): StandardIngredient | null {
  let names = known.get(catalogue);
  if (!names) {
    names = new Map();
    known.set(catalogue, names);
  }
  const found = names.get(name);
  if (found !== undefined) return found;
  const food = foodNamedBy(name, catalogue);
  names.set(name, food);
  return food;
}
