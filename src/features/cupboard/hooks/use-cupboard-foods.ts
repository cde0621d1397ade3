import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { selectIngredientList, useIngredientCatalogue } from '@/features/recipes';

/** The ingredient catalogue the cupboard names its foods and reads typed lines with, loaded once. */
export function useCupboardFoods() {
  const { ingredients, status, load } = useIngredientCatalogue(useShallow(selectIngredientList));
  const byId = useIngredientCatalogue((state) => state.byId);
  useEffect(() => {
    void load();
  }, [load]);
  return { ingredients, byId, status };
}
