import { useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { findRecipe, recipeAddressKey, selectRecipeReads, useRecipeReads, type RecipeAddress, type RecipeLookup } from '../store/recipe-reads';

/**
 * The recipe of /recipes/{id} or /recette/{seoUrl} (findRecipe). A prerendered page starts from
 * the lookup made before it rendered, so it hydrates with its recipe on screen, and reads again
 * only for another address.
 */
export function useRecipeLookup({ id, seoUrl, followSeoUrl = true, withBuyingUnits = false }: RecipeAddress): RecipeLookup {
  const { fetchRecipe, fetchRecipeBySeoUrl, fetchBuyingUnits } = useRecipeReads(useShallow(selectRecipeReads));
  const key = recipeAddressKey({ id, seoUrl });
  const [lookup, setLookup] = useState<{ key: string; result: RecipeLookup } | null>(() => {
    const first = useRecipeReads.getState().firstLookup;
    return first?.key === key ? first : null;
  });
  const answered = useRef(lookup?.key);

  useEffect(() => {
    if (answered.current === key) {
      useRecipeReads.getState().forgetFirstLookup();
      return undefined;
    }
    answered.current = undefined;
    let active = true;
    void findRecipe({ fetchRecipe, fetchRecipeBySeoUrl, fetchBuyingUnits }, { id, seoUrl, followSeoUrl, withBuyingUnits }).then((result) => active && setLookup({ key, result }));
    return () => {
      active = false;
    };
  }, [key, id, seoUrl, followSeoUrl, withBuyingUnits, fetchRecipe, fetchRecipeBySeoUrl, fetchBuyingUnits]);

  return lookup?.key === key ? lookup.result : { state: 'loading' };
}
