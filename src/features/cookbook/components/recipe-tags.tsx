import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '@/domain/recipes/recipe';
import { selectTags } from '../store/selectors';
import { useCookbook } from '../store';
import { TagChip } from './tag-chip';

/**
 * The household's tags on a recipe, under its title on the recipe page. Tags belong to the
 * household's cookbook, which only a signed-in member has (spec B §2).
 */
export function RecipeTags({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  const tags = useCookbook(selectTags);
  const marking = useMemo(() => Object.values(tags).filter((tag) => tag.recipeIds.includes(recipe.id)), [tags, recipe.id]);
  if (marking.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('recipe.tags')}>
      {marking.map((tag) => (
        <li key={tag.id}>
          <TagChip tag={tag} />
        </li>
      ))}
    </ul>
  );
}
