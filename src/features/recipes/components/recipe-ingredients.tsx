import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { shopperWords } from '@/domain/grocery/shopper-display';
import { parsePortionsParam, portionsParamFor } from '@/domain/recipes/portions';
import type { Recipe } from '@/domain/recipes/recipe';
import { recipeLineAmount, type FoodBuyingUnits } from '@/domain/recipes/recipe-line-amount';
import { Button } from '@/ui/button';

/**
 * The ingredients scaled to the portions chosen, which the address keeps as ?portions= (spec B §2),
 * in the words the grocery list uses ('⅓ c. à c.', '3 ½ gousses'), so a recipe and the list it
 * feeds never read one amount two ways.
 */
export function RecipeIngredients({ recipe, buyingUnits }: { recipe: Recipe; buyingUnits: FoodBuyingUnits }) {
  const { t } = useTranslation();
  const words = useMemo(() => shopperWords((key, options) => t(key, options ?? {})), [t]);
  const [searchParams, setSearchParams] = useSearchParams();
  const portions = parsePortionsParam(searchParams.get('portions'), recipe.servings);
  const setPortions = (next: number) =>
    setSearchParams(
      (current) => {
        const value = portionsParamFor(next, recipe.servings);
        if (value === null) current.delete('portions');
        else current.set('portions', value);
        return current;
      },
      { replace: true },
    );

  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t('recipe.ingredients')}</h2>
      <div className="flex items-center gap-3" role="group" aria-label={t('recipe.servings')}>
        <Button variant="secondary" aria-label={t('recipe.decreasePortions')} disabled={portions <= 1} onClick={() => setPortions(portions - 1)}>
          −
        </Button>
        <output aria-live="polite" className="min-w-24 text-center font-semibold" data-testid="portions">
          {portions} {t('recipe.servings').toLowerCase()}
        </output>
        <Button variant="secondary" aria-label={t('recipe.increasePortions')} onClick={() => setPortions(portions + 1)}>
          +
        </Button>
      </div>
      <ul className="flex flex-col divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white" data-testid="ingredients">
        {recipe.ingredients.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 px-4 py-2">
            <span>{line.name}</span>
            <span className="font-medium whitespace-nowrap text-stone-700">
              {recipeLineAmount(line, portions, recipe.servings, buyingUnits, words)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
