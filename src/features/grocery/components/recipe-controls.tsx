import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { MAX_PORTIONS } from '@/domain/planner/meal-entry';
import { Button } from '@/ui/button';
import { useGrocery } from '../store';
import { selectRecipeEdits } from '../selectors';
import { NumberStepper } from './number-stepper';

interface RecipeControlsProps {
  recipeName: string;
  /** The meals that plan the recipe, in the list's order. */
  mealEntries: readonly { id: string; portions: number }[];
  /** Asks before the recipe leaves the list. */
  onRemove: () => void;
}

/**
 * A recipe's section of the 'Recettes' tab: the portions of each meal that plans it, in the
 * list only (spec B §5, minimum 1; the planner keeps its own), and 'Retirer la recette'. When
 * several meals plan it, each stepper says which one, by its number.
 */
export function RecipeControls({ recipeName, mealEntries, onRemove }: RecipeControlsProps) {
  const { t } = useTranslation();
  const { changeMealPortions } = useGrocery(useShallow(selectRecipeEdits));
  const several = mealEntries.length > 1;

  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2 px-4 pb-3">
      {mealEntries.map((entry, index) => {
        const target = several ? t('grocery.recipe.mealTarget', { recipe: recipeName, index: index + 1 }) : recipeName;
        return (
          <NumberStepper
            key={entry.id}
            value={entry.portions}
            max={MAX_PORTIONS}
            caption={several ? t('grocery.recipe.meal', { index: index + 1 }) : t('grocery.recipe.portionsCaption')}
            label={t('grocery.recipe.portions', { target })}
            decreaseLabel={t('grocery.recipe.decrease', { target })}
            increaseLabel={t('grocery.recipe.increase', { target })}
            onChange={(portions) => void changeMealPortions(entry.id, portions)}
          />
        );
      })}
      <Button variant="secondary" className="ml-auto min-h-11" aria-label={t('grocery.recipe.removeNamed', { recipe: recipeName })} onClick={onRemove}>
        {t('grocery.recipe.remove')}
      </Button>
    </div>
  );
}
