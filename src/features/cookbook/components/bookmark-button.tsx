import { useTranslation } from 'react-i18next';
import type { Recipe } from '@/domain/recipes/recipe';
import { selectHouseholdId, useHousehold } from '@/features/household';
import { selectCookbookLoading, selectIsBookmarked, selectToggleBookmark } from '../store/selectors';
import { useCookbook } from '../store';

/**
 * Adds a public recipe of another household to the cookbook, or takes it out again. Visitors
 * get none, nor does a household on its own recipes (spec B §2).
 */
export function BookmarkButton({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  const householdId = useHousehold(selectHouseholdId);
  const bookmarked = useCookbook(selectIsBookmarked(recipe.id));
  const toggleBookmark = useCookbook(selectToggleBookmark);
  const loading = useCookbook(selectCookbookLoading);
  if (!householdId || recipe.organizationId === householdId) return null;
  const label = bookmarked ? t('cookbook.unbookmark') : t('cookbook.bookmark');
  return (
    <button
      type="button"
      aria-pressed={bookmarked}
      aria-label={label}
      title={label}
      // Until the cookbook and the bookmarks have arrived, a click could only do the wrong thing.
      disabled={loading}
      onClick={() => void toggleBookmark(recipe)}
      className={`flex h-11 w-11 items-center md:h-10 md:w-10 justify-center rounded-full shadow disabled:opacity-60 ${bookmarked ? 'bg-brand-600 text-white' : 'bg-white/95 text-stone-700 hover:text-brand-700'}`}
    >
      <svg viewBox="0 0 24 24" width={20} height={20} fill={bookmarked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} aria-hidden="true">
        <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
      </svg>
    </button>
  );
}
