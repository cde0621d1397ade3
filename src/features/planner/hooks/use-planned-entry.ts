import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { entryPortions, shownRecipeName, type MealEntry } from '@/domain/planner/meal-entry';
import type { Recipe } from '@/domain/recipes/recipe';
import { selectPlannerSettings, useHousehold } from '@/features/household';
import { entryDragId, type DragData } from '../components/dnd/dnd-ids';

/**
 * What a planned meal shows and how it is dragged, the same for the phone's row and the grid's
 * card: its name ('Recette introuvable' when its recipe is missing), its portions, and its handle.
 * Before its recipe is read it shows the name it was planned with, linked already (`linked`).
 */
export function usePlannedEntry(entry: MealEntry, recipe: Recipe | null | undefined, readOnly: boolean) {
  const { t } = useTranslation();
  const { numberOfPersons } = useHousehold(useShallow(selectPlannerSettings));
  const data: DragData = { kind: 'entry', entry };
  const drag = useDraggable({
    id: entryDragId(entry.id),
    data,
    disabled: readOnly,
    attributes: { roleDescription: t('planner.dnd.roleDescription') },
  });
  const portions = entryPortions(entry, numberOfPersons);
  const shown = shownRecipeName(entry, recipe);
  const name = shown ?? (shown === null ? t('recipe.notFound') : t('planner.entry.loading'));
  return { drag, portions, name, linked: typeof shown === 'string' };
}
