import { collapse, htmlLine, htmlLines } from './html-text.ts';
import { hasType, type SchemaObject } from './json-ld.ts';

/** What a schema.org Recipe says, read from JSON-LD or microdata, before the ingredient lines are parsed. */
export interface RecipeFields {
  name: string;
  imageUrl: string | null;
  prepTime: unknown;
  cookTime: unknown;
  totalTime: unknown;
  recipeYield: unknown;
  ingredients: string[];
  /** One step per line. */
  instructions: string[];
  /** Keywords, categories and diets, as written, to classify the recipe. */
  labels: string[];
}

const list = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

function text(value: unknown): string {
  if (typeof value === 'string') return htmlLine(value);
  if (typeof value === 'number') return String(value);
  return '';
}

function firstText(value: unknown): string {
  return list(value).map(text).find((entry) => entry !== '') ?? '';
}

export function recipeFields(recipe: SchemaObject, pageUrl: URL): RecipeFields {
  return {
    name: firstText(recipe.name),
    imageUrl: imageUrl(recipe.image, pageUrl),
    prepTime: list(recipe.prepTime)[0],
    cookTime: list(recipe.cookTime)[0],
    totalTime: list(recipe.totalTime)[0],
    recipeYield: recipe.recipeYield ?? recipe.yield,
    // "ingredients" is the property's name before schema.org renamed it.
    ingredients: list(recipe.recipeIngredient ?? recipe.ingredients).flatMap((entry) => (typeof entry === 'string' ? htmlLines(entry) : [])),
    instructions: instructionLines(recipe.recipeInstructions),
    labels: [...list(recipe.keywords), ...list(recipe.recipeCategory), ...list(recipe.suitableForDiet)].flatMap((entry) =>
      typeof entry === 'string' ? entry.split(',').map(collapse).filter(Boolean) : [],
    ),
  };
}

/** The picture: a URL, an ImageObject, or a list of either (the first that is a web address), made absolute against the page. */
function imageUrl(value: unknown, pageUrl: URL): string | null {
  for (const entry of list(value)) {
    const candidate = typeof entry === 'string' ? entry : entry && typeof entry === 'object' ? ((entry as SchemaObject).url ?? (entry as SchemaObject).contentUrl ?? (entry as SchemaObject)['@id']) : null;
    if (typeof candidate !== 'string' || candidate.trim() === '') continue;
    try {
      const url = new URL(candidate.trim(), pageUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      continue;
    }
  }
  return null;
}

/**
 * recipeInstructions in each of its shapes, as one step per line: text (several steps split on
 * its line breaks and paragraphs), HowToStep, HowToSection and ItemList. A section's name opens
 * its first step ("Pour la pâte : Mélanger…"), so no line is a heading the recipe would number
 * as a step; a lone section's name says nothing and is left out.
 */
export function instructionLines(value: unknown): string[] {
  const entries = list(value);
  const sections = entries.filter((entry) => isNode(entry) && hasType(entry, 'HowToSection'));
  const named = sections.length > 1;
  return entries.flatMap((entry) => {
    if (isNode(entry) && hasType(entry, 'HowToSection')) {
      const steps = instructionLines(entry.itemListElement ?? entry.steps);
      const name = firstText(entry.name).replace(/\s*:$/, '');
      const [first, ...rest] = steps;
      return named && name && first ? [`${name} : ${first}`, ...rest] : steps;
    }
    return stepLines(entry);
  });
}

function stepLines(entry: unknown): string[] {
  if (typeof entry === 'string') return htmlLines(entry);
  if (!isNode(entry)) return [];
  if (entry.itemListElement !== undefined) return instructionLines(entry.itemListElement);
  // A HowToStep says its step in text; some sites only give it a name, or a nested item.
  const body = list(entry.text).find((part) => typeof part === 'string') ?? list(entry.name).find((part) => typeof part === 'string') ?? list(entry.item)[0];
  return typeof body === 'string' ? htmlLines(body) : stepLines(body);
}

function isNode(value: unknown): value is SchemaObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
