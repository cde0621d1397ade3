import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { MealEntry } from '@/domain/planner/meal-entry';
import { mealTypeLabelKey } from '@/domain/planner/meal-types';
import type { MenuSide } from '@/domain/planner/week-grid';
import type { Recipe } from '@/domain/recipes/recipe';
import { RecipeImage } from '@/features/recipes';
import { CookedButton } from './cooked-button';
import { DragHandle } from './dnd/drag-handle';
import { DRAGGED_SOURCE } from './dnd/dragged-source';
import { EntryOptions } from './entry-options';
import { useCookable } from '../hooks/use-cookable';
import { usePlannedEntry } from '../hooks/use-planned-entry';

interface CompactEntryProps {
  entry: MealEntry;
  recipe: Recipe | null | undefined;
  readOnly: boolean;
  /** The edge its options open from, so they stay inside the week. */
  side: MenuSide;
}

/**
 * A planned meal in a column of the desktop grid: handle, picture, options, then its name (opening
 * the recipe with these portions), meal type and portions. The row's controls are behind '⋯'
 * (EntryOptions), 'Cuisiné' on today's and past days' cards; as on the row, the name's link covers the card and the buttons sit above it.
 */
export function CompactEntry({ entry, recipe, readOnly, side }: CompactEntryProps) {
  const { t } = useTranslation();
  const { drag, portions, name, linked } = usePlannedEntry(entry, recipe, readOnly);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = drag;
  const cookable = useCookable(entry);

  return (
    <li ref={setNodeRef} className={`relative flex flex-col gap-1 rounded-lg border bg-white p-1.5 ${isDragging ? DRAGGED_SOURCE : 'border-stone-200'}`}>
      <div className="flex items-center justify-between gap-1">
        {!readOnly && <DragHandle setActivatorNodeRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} name={name} size="compact" />}
        <RecipeImage src={recipe?.image ?? null} alt="" width={28} height={28} className="h-7 w-7 shrink-0 rounded-md bg-stone-100" />
        {!readOnly && <EntryOptions entry={entry} name={name} side={side} />}
      </div>
      {linked ? (
        <Link
          to={`${paths.recipe.href(entry.recipeId)}?portions=${portions}`}
          className="line-clamp-2 text-sm leading-tight font-medium break-words text-stone-900 after:absolute after:inset-0 after:rounded-lg hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-700"
        >
          {name}
        </Link>
      ) : (
        <span className={`line-clamp-2 text-sm leading-tight break-words ${recipe === null ? 'font-medium text-stone-700' : 'text-stone-600'}`}>{name}</span>
      )}
      <p className="text-xs leading-4 text-stone-600">
        <span className="block truncate">{t(mealTypeLabelKey(entry.mealType))}</span>
        <span className="block truncate">{t('planner.entry.portions', { value: portions })}</span>
      </p>
      {/* On the card, not behind '⋯': past days, which have no options, are cooked too. */}
      {cookable && <CookedButton entry={entry} recipe={recipe} name={name} className="h-7 px-2 text-xs" />}
    </li>
  );
}
