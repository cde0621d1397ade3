import { useTranslation } from 'react-i18next';
import type { Recipe } from '@/domain/recipes/recipe';
import { useCookbook } from '../store';

/** Adds a public recipe of another household to the cookbook, or takes it out again. */
export function BookmarkButton({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  const bookmarked = useCookbook((state) => state.bookmarks.some((bookmark) => bookmark.recipeId === recipe.id));
  const toggleBookmark = useCookbook((state) => state.toggleBookmark);
  const label = bookmarked ? t('cookbook.unbookmark') : t('cookbook.bookmark');
  return (
    <button
      type="button"
      aria-pressed={bookmarked}
      aria-label={label}
      title={label}
      onClick={() => void toggleBookmark(recipe)}
      className={`flex h-10 w-10 items-center justify-center rounded-full shadow ${bookmarked ? 'bg-brand-600 text-white' : 'bg-white/95 text-stone-700 hover:text-brand-700'}`}
    >
      <svg viewBox="0 0 24 24" width={20} height={20} fill={bookmarked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} aria-hidden="true">
        <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
      </svg>
    </button>
  );
}
