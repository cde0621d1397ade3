import type { Classification, Cost, DietaryRestriction, Difficulty, DishType } from '@domain/recipes/classification.ts';
import { createDefaultClassification } from '@domain/recipes/classification.ts';
import { normalizeForSearch } from '@domain/recipes/ingredient-search.ts';

// Words French and English recipe sites put in keywords, recipeCategory and suitableForDiet,
// compared without accents, case or hyphens ("Plat principal", "végétarien", "sans-gluten").
const dishTypeWords: Readonly<Record<DishType, readonly string[]>> = {
  aperitif: ['aperitif', 'apero', 'amuse bouche', 'amuse bouches', 'amuse gueule', 'tapas'],
  starter: ['entree', 'entrees', 'starter', 'appetizer', 'hors d oeuvre'],
  main: ['plat', 'plat principal', 'plats principaux', 'main', 'main course', 'main dish'],
  dessert: ['dessert', 'desserts'],
  drink: ['boisson', 'boissons', 'cocktail', 'cocktails', 'drink', 'drinks', 'beverage'],
  side: ['accompagnement', 'accompagnements', 'side', 'side dish'],
  sharing: ['a partager', 'sharing', 'buffet'],
};

const dietWords: Readonly<Record<DietaryRestriction, readonly string[]>> = {
  vegetarian: ['vegetarien', 'vegetarienne', 'vegetarian', 'vegetariandiet'],
  vegan: ['vegan', 'vegane', 'vegetalien', 'vegetalienne', 'vegandiet'],
  glutenFree: ['sans gluten', 'gluten free', 'glutenfreediet'],
  lactoseFree: ['sans lactose', 'lactose free', 'lowlactosediet'],
};

// Checked in this order: "pas cher" names a cheap recipe, though it holds "cher".
const costWords: readonly (readonly [Cost, readonly string[]])[] = [
  ['cheap', ['bon marche', 'pas cher', 'economique', 'petit budget', 'cheap']],
  ['expensive', ['assez cher', 'cher', 'couteux', 'expensive']],
  ['medium', ['cout moyen']],
];

const difficultyWords: readonly (readonly [Difficulty, readonly string[]])[] = [
  ['easy', ['tres facile', 'facile', 'easy']],
  ['hard', ['difficile', 'hard', 'difficult']],
  ['medium', ['niveau moyen', 'difficulte moyenne', 'intermediate']],
];

/** "https://schema.org/VegetarianDiet" reads as "vegetariandiet". */
function normalizeLabel(label: string): string {
  return normalizeForSearch(label.replace(/^.*\//, ''));
}

function says(labels: readonly string[], words: readonly string[]): boolean {
  return labels.some((label) => words.some((word) => ` ${label} `.includes(` ${word} `)));
}

/** The classification a page's labels say; what they do not say keeps the new recipe's defaults. */
export function classify(labels: readonly string[]): Classification {
  const normalized = labels.map(normalizeLabel);
  const pick = <T>(table: readonly (readonly [T, readonly string[]])[]) => table.find(([, words]) => says(normalized, words))?.[0];
  const defaults = createDefaultClassification();
  return {
    dishTypes: (Object.keys(dishTypeWords) as DishType[]).filter((type) => says(normalized, dishTypeWords[type])),
    dietaryRestrictions: (Object.keys(dietWords) as DietaryRestriction[]).filter((diet) => says(normalized, dietWords[diet])),
    difficulty: pick(difficultyWords) ?? defaults.difficulty,
    cost: pick(costWords) ?? defaults.cost,
  };
}
