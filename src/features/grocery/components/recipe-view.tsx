import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { formatExactAmount } from '@/domain/grocery/exact-amount';
import type { AggregatedItem } from '@/domain/grocery/grocery-line';
import type { ShopperLine, ShoppingList } from '@/domain/grocery/shopping-list';
import { groupByRecipe, type RecipeGroupLine } from '@/domain/grocery/grocery-groups';
import { selectCanEditHouseholdContent, useHousehold } from '@/features/household';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useGrocery } from '../store';
import { GroceryLineRow } from './grocery-line-row';
import { selectFollowMeals, selectRecipeEdits } from '../store/selectors';
import { RecipeControls } from './recipe-controls';
import { useShopperWords } from '../hooks/use-shopper-words';

interface RecipeSectionProps {
  title: string;
  detail?: ReactNode;
  controls?: ReactNode;
  lines: RecipeGroupLine[];
  /** The food's line each aggregated line joins, by the aggregated line's key. */
  foodLines: ReadonlyMap<string, ShopperLine>;
}

function RecipeSection({ title, detail, controls, lines, foodLines }: RecipeSectionProps) {
  const headingId = useId();
  const words = useShopperWords();
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
      <div className="flex items-baseline justify-between gap-3 px-4 pt-3 pb-1">
        <h2 id={headingId} className="font-semibold text-stone-900">
          {title}
        </h2>
        {detail && <p className="shrink-0 text-sm text-stone-600">{detail}</p>}
      </div>
      {controls}
      <ul className="divide-y divide-stone-100">
        {lines.map((line) => {
          const food = foodLines.get(line.item.key);
          return food && <GroceryLineRow key={line.item.key} line={food} amount={formatExactAmount(line.quantity, line.unit, food.countUnit, words)} custom={line.item.editable ? line.item : undefined} />;
        })}
      </ul>
    </section>
  );
}

interface RecipeToRemove {
  recipeId: string;
  recipeName: string;
}

/**
 * The 'Recettes' tab: one section per recipe with what it adds to each line, its meals' portions
 * and 'Retirer la recette', then the custom items under 'Items personnalisés' (spec B §5), each
 * amount exact at the meal's portions ('⅓ c. à c.'). A tick there ticks the food's whole line.
 * Removing a recipe asks first (spec B §2).
 */
export function RecipeView({ items, shopping }: { items: readonly AggregatedItem[]; shopping: ShoppingList }) {
  const { t } = useTranslation();
  const groups = useMemo(() => groupByRecipe(items), [items]);
  const foodLines = useMemo(() => {
    const byPart = new Map<string, ShopperLine>();
    for (const line of shopping.groups.flatMap((group) => group.lines)) for (const part of line.parts) byPart.set(part.key, line);
    return byPart;
  }, [shopping]);
  const { removeRecipe } = useGrocery(useShallow(selectRecipeEdits));
  // Viewers only tick (DESIGN.md §3).
  const canEdit = useHousehold(selectCanEditHouseholdContent);
  // When each meal is planned names its portions stepper: read only while the steppers show.
  const followMeals = useGrocery(selectFollowMeals);
  useEffect(() => (canEdit ? followMeals() : undefined), [canEdit, followMeals]);
  const [removing, setRemoving] = useState<RecipeToRemove | null>(null);
  // Stable, so a live update of the list behind the dialog does not move its focus.
  const cancelRemoval = useCallback(() => setRemoving(null), []);

  const confirmRemoval = () => {
    if (!removing) return;
    setRemoving(null);
    void removeRecipe(removing.recipeId);
  };

  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) =>
        group.kind === 'recipe' ? (
          <RecipeSection
            key={group.recipeId}
            title={group.recipeName}
            detail={t('grocery.portions', { count: group.mealEntries.reduce((total, entry) => total + entry.portions, 0) })}
            controls={
              canEdit && (
                <RecipeControls
                  recipeName={group.recipeName}
                  mealEntries={group.mealEntries}
                  onRemove={() => setRemoving({ recipeId: group.recipeId, recipeName: group.recipeName })}
                />
              )
            }
            lines={group.lines}
            foodLines={foodLines}
          />
        ) : (
          <RecipeSection key="custom" title={t(group.labelKey)} lines={group.lines} foodLines={foodLines} />
        ),
      )}
      {removing && (
        <ConfirmDialog
          title={t('grocery.recipe.confirmTitle')}
          message={t('grocery.recipe.confirmMessage', { recipe: removing.recipeName })}
          confirmLabel={t('grocery.recipe.confirm')}
          cancelLabel={t('grocery.recipe.cancel')}
          onConfirm={confirmRemoval}
          onCancel={cancelRemoval}
        />
      )}
    </div>
  );
}
