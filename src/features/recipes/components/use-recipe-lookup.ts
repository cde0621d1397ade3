import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Recipe } from '@/domain/recipes/recipe';
import { recipeIdFromSeoUrl } from '@/domain/recipes/seo-url';
import { paths } from '@/config/paths';
import { selectRecipeReads, useRecipeReads } from '../recipe-reads';

export type RecipeLookup = { state: 'loading' } | { state: 'found'; recipe: Recipe } | { state: 'redirect'; to: string } | { state: 'notFound' };

/**
 * Finds the recipe of /recipes/{id} or /recette/{seoUrl}, with the redirects of spec B §2: a
 * public recipe opened by id goes to its readable address; an unknown readable address is
 * tried by the id it carries (the recipe was renamed) and sent to /recipes/{id}.
 */
export function useRecipeLookup({ id, seoUrl, followSeoUrl = true }: { id?: string; seoUrl?: string; followSeoUrl?: boolean }): RecipeLookup {
  const { fetchRecipe, fetchRecipeBySeoUrl } = useRecipeReads(useShallow(selectRecipeReads));
  const [lookup, setLookup] = useState<{ key: string; result: RecipeLookup } | null>(null);
  const key = `${id ?? ''}|${seoUrl ?? ''}`;

  useEffect(() => {
    let active = true;
    const settle = (result: RecipeLookup) => active && setLookup({ key, result });

    async function find(): Promise<RecipeLookup> {
      if (id) {
        const recipe = await fetchRecipe(id);
        if (!recipe) return { state: 'notFound' };
        return followSeoUrl && recipe.isPublic && recipe.seoUrl ? { state: 'redirect', to: paths.recipeBySeoUrl.href(recipe.seoUrl) } : { state: 'found', recipe };
      }
      if (!seoUrl) return { state: 'notFound' };
      const bySeoUrl = await fetchRecipeBySeoUrl(seoUrl);
      if (bySeoUrl) return { state: 'found', recipe: bySeoUrl };
      const embeddedId = recipeIdFromSeoUrl(seoUrl);
      const byId = embeddedId ? await fetchRecipe(embeddedId) : null;
      return byId ? { state: 'redirect', to: paths.recipe.href(byId.id) } : { state: 'notFound' };
    }

    void find().then(settle);
    return () => {
      active = false;
    };
  }, [key, id, seoUrl, followSeoUrl, fetchRecipe, fetchRecipeBySeoUrl]);

  return lookup?.key === key ? lookup.result : { state: 'loading' };
}
