import { findJsonLdRecipe, jsonLdBlocks, parseDocument } from './json-ld.ts';
import { findMicrodataItem } from './microdata.ts';
import { recipeFields, type RecipeFields } from './recipe-fields.ts';

/**
 * The schema.org Recipe of a page: its JSON-LD, as nearly every recipe site writes it, else its
 * microdata, as older ones do. Null when the page has neither, or only an empty one.
 */
export function extractRecipe(html: string, pageUrl: URL): RecipeFields | null {
  try {
    const document = parseDocument(html);
    const recipe = findJsonLdRecipe(jsonLdBlocks(document)) ?? findMicrodataItem(document, 'Recipe');
    if (!recipe) return null;
    const fields = recipeFields(recipe, pageUrl);
    return fields.name || fields.ingredients.length > 0 || fields.instructions.length > 0 ? fields : null;
  } catch (error) {
    // A recipe nested thousands deep (JSON or markup) overflows the readers' recursion: no
    // recipe anyone wrote looks like that.
    if (error instanceof RangeError) return null;
    throw error;
  }
}
