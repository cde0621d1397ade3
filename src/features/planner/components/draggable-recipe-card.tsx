import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { recipeTotalMinutes, type Recipe } from '@/domain/recipes/recipe';
import { RecipeImage } from '@/features/recipes';
import { recipeDragId, type DragData } from './dnd/dnd-ids';
import { DRAGGED_SOURCE } from './dnd/dragged-source';

/**
 * A recipe of the panel's grid, dragged onto a day to plan it (spec B §2, §4). dnd-kit's
 * attributes make it a focusable button the keyboard can pick up (Space) and move too.
 */
export function DraggableRecipeCard({ recipe, disabled }: { recipe: Recipe; disabled: boolean }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: recipeDragId(recipe.id), data: { kind: 'recipe', recipe } satisfies DragData, disabled });
  const minutes = recipeTotalMinutes(recipe);

  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('plannerPicker.panel.drag', { recipe: recipe.name })}
      className={`flex touch-manipulation flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-shadow select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
        disabled ? '' : 'cursor-grab hover:shadow-md active:cursor-grabbing'
      } ${isDragging ? DRAGGED_SOURCE : 'border-stone-200'}`}
    >
      <RecipeImage src={recipe.image} alt="" className="pointer-events-none aspect-[4/3] w-full bg-stone-100" />
      <div className="flex flex-1 flex-col gap-0.5 p-2">
        <p className="line-clamp-2 text-sm font-medium text-stone-900">{recipe.name}</p>
        {minutes > 0 && <p className="mt-auto text-xs text-stone-600">{t('recipe.minutes', { count: minutes })}</p>}
      </div>
    </div>
  );
}
