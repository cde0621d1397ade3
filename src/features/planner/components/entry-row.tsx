import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import type { MealEntry } from '@/domain/planner/meal-entry';
import { mealTypeLabelKey } from '@/domain/planner/meal-types';
import type { Recipe } from '@/domain/recipes/recipe';
import { RecipeImage } from '@/features/recipes';
import { selectEntryActions } from '../store/selectors';
import { usePlanner } from '../store';
import { CookedButton } from './cooked-button';
import { DragHandle } from './dnd/drag-handle';
import { DRAGGED_SOURCE } from './dnd/dragged-source';
import { MealTypeSelect } from './meal-type-select';
import { PortionsEditor } from './portions-editor';
import { useCookable } from '../hooks/use-cookable';
import { usePlannedEntry } from '../hooks/use-planned-entry';

const control = 'relative z-10 h-11 rounded-lg border border-stone-300 bg-white text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-700 md:h-8';

/**
 * A planned meal (spec B §2): picture, name (opening the recipe with these portions), meal type,
 * portions and delete; a handle drags it to another day. Read-only entries only show their values.
 * A meal of today or a past day gets 'Cuisiné' (issue 26).
 * The name's link covers the row without wrapping its controls, which sit above it.
 */
export function EntryRow({ entry, recipe, readOnly }: { entry: MealEntry; recipe: Recipe | null | undefined; readOnly: boolean }) {
  const { t } = useTranslation();
  const { removeEntry } = usePlanner(useShallow(selectEntryActions));
  const { drag, portions, name, linked } = usePlannedEntry(entry, recipe, readOnly);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = drag;
  // 'Cuisiné' changes the cupboard, not the meal: past days, read-only for edits, show it too.
  const cookable = useCookable(entry);
  const cooked = cookable && <CookedButton entry={entry} recipe={recipe} name={name} className="h-11 px-3 text-sm md:h-8" />;

  return (
    <li ref={setNodeRef} className={`relative rounded-xl border bg-white p-2 ${isDragging ? DRAGGED_SOURCE : 'border-stone-200'}`}>
      <div className="flex items-center gap-3">
        {!readOnly && <DragHandle setActivatorNodeRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} name={name} size="row" />}
        <RecipeImage src={recipe?.image ?? null} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-lg bg-stone-100" />
        <div className="min-w-0 flex-1">
          {linked ? (
            <Link
              to={`${paths.recipe.href(entry.recipeId)}?portions=${portions}`}
              className="line-clamp-2 font-medium text-stone-900 after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-700"
            >
              {name}
            </Link>
          ) : (
            <span className={recipe === null ? 'font-medium text-stone-700' : 'text-sm text-stone-600'}>{name}</span>
          )}
          {readOnly && (
            <p className="text-sm text-stone-600">
              {t(mealTypeLabelKey(entry.mealType))} · {t('planner.entry.portions', { value: portions })}
            </p>
          )}
        </div>
        {!readOnly && (
          <button
            type="button"
            onClick={() => void removeEntry(entry.id)}
            aria-label={t('planner.entry.remove', { recipe: name })}
            className="relative z-10 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-xl text-stone-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700 md:h-8 md:w-8"
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {!readOnly && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <MealTypeSelect entry={entry} name={name} className={`${control} px-2 text-sm`} />
          <div className="relative z-10">
            <PortionsEditor entry={entry} />
          </div>
          {cooked}
        </div>
      )}
      {readOnly && cookable && <div className="mt-2 flex">{cooked}</div>}
    </li>
  );
}
