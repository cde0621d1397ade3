import { useTranslation } from 'react-i18next';
import type { TypedFoodMatch } from '@/domain/recipes/typed-food-link';

interface TypedFoodNoteProps {
  /** Tied to the name field, which is read with it. */
  id: string;
  /** The line's 1-based number, which the button names. */
  position: number;
  match: TypedFoodMatch;
  onDecline: () => void;
  onAccept: () => void;
}

/**
 * The catalogue food a typed name will be saved as, and the cook's way to say it is not that
 * food, or that it is after all. One button whose label changes, so focus stays on it.
 */
export function TypedFoodNote({ id, position, match, onDecline, onAccept }: TypedFoodNoteProps) {
  const { t, i18n } = useTranslation();
  const food = (i18n.language === 'en' && match.food.nameEn) || match.food.name;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
      {/* Polite: the cook hears the food change as the name is typed, and the undo land. */}
      <span id={id} aria-live="polite">
        {match.declined ? t('recipeForm.typedFood.declined', { food }) : t('recipeForm.typedFood.matched', { food })}
      </span>
      <button
        type="button"
        className="rounded text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        aria-label={match.declined ? t('recipeForm.typedFood.acceptLabel', { index: position, food }) : t('recipeForm.typedFood.declineLabel', { index: position, food })}
        onClick={match.declined ? onAccept : onDecline}
      >
        {match.declined ? t('recipeForm.typedFood.accept') : t('recipeForm.typedFood.decline')}
      </button>
    </p>
  );
}
