import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { selectIngredientList, useIngredientCatalogue } from '@/features/recipes';

/**
 * The ingredient catalogue the cupboard names its foods, reads typed lines and searches by name
 * with (the list's own search over it, built once with the catalogue), loaded once.
 */
export function useCupboardFoods() {
  const { ingredients, status, load } = useIngredientCatalogue(useShallow(selectIngredientList));
  const byId = useIngredientCatalogue((state) => state.byId);
  const search = useIngredientCatalogue((state) => state.search);
  useEffect(() => {
    void load();
  }, [load]);
  return { ingredients, byId, search, status };
}
