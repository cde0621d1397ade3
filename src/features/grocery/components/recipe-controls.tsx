import { format } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { mealCaptions, frenchWeekday } from '@/domain/grocery/meal-caption';
import { MAX_PORTIONS } from '@/domain/planner/meal-entry';
import { mealTypeLabelKey } from '@/domain/planner/meal-types';
import { Button } from '@/ui/button';
import { useGrocery } from '../store';
import { selectListMeals, selectRecipeEdits } from '../store/selectors';
import { NumberStepper } from '@/ui/number-stepper';

/** The English screen's day names ('Tuesday · dinner'). */
const englishWeekday = (day: Date): string => format(day, 'EEEE', { locale: enUS });

interface RecipeControlsProps {
  recipeName: string;
  /** The meals that plan the recipe, in the list's order. */
  mealEntries: readonly { id: string; portions: number }[];
  /** Asks before the recipe leaves the list. */
  onRemove: () => void;
}

/**
 * A recipe's section of the 'Recettes' tab: the portions of each meal that plans it (spec B §5,
 * minimum 1), changed on the meal itself so the planner shows the same, and 'Retirer la
 * recette'. When several meals plan it, each stepper says which one: its day and meal type
 * ('mardi · dîner'), or its number while the meal is not known.
 */
export function RecipeControls({ recipeName, mealEntries, onRemove }: RecipeControlsProps) {
  const { t, i18n } = useTranslation();
  const { changeMealPortions } = useGrocery(useShallow(selectRecipeEdits));
  const meals = useGrocery(selectListMeals);
  const several = mealEntries.length > 1;
  const captions = mealCaptions(
    mealEntries.map((entry) => meals[entry.id]),
    (mealType) => t(mealTypeLabelKey(mealType)),
    i18n.resolvedLanguage === 'en' ? englishWeekday : frenchWeekday,
  );

  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2 px-4 pb-3">
      {mealEntries.map((entry, index) => {
        const caption = captions[index] ?? null;
        const target = !several ? recipeName : caption ? t('grocery.recipe.mealAt', { recipe: recipeName, meal: caption }) : t('grocery.recipe.mealTarget', { recipe: recipeName, index: index + 1 });
        return (
          <NumberStepper
            key={entry.id}
            value={entry.portions}
            max={MAX_PORTIONS}
            caption={!several ? t('grocery.recipe.portionsCaption') : (caption ?? t('grocery.recipe.meal', { index: index + 1 }))}
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
