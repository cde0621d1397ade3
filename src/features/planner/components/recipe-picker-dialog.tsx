import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '@/domain/recipes/recipe';
import { useCookbookPages } from '@/features/cookbook';
import { RecipeImage } from '@/features/recipes';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/form/text-field';
import { Spinner } from '@/ui/spinner';
import { useIsMobile } from '../hooks/use-is-mobile';

/** No tag is ever selected here: the picker only searches by name. */
const byName = { tags: {}, selectedTagIds: [], filterType: 'OR', view: null } as const;

/**
 * 'Sélectionner une recette' (spec B §2): the cookbook's recipes, a page at a time, searched by
 * the start of any word of their name (as the cookbook is). Its search is its own, so it leaves
 * the desktop panel's filters alone.
 */
export function RecipePickerDialog({ onPick, onClose }: { onPick: (recipe: Recipe) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const [pages, setPages] = useState({ of: searched, count: 1 });
  if (pages.of !== searched) setPages({ of: searched, count: 1 });
  const pageCount = pages.of === searched ? pages.count : 1;
  const filter = useMemo(() => ({ ...byName, query: searched }), [searched]);
  const { recipes: matches, loading, more } = useCookbookPages(filter, pageCount);

  return (
    <Dialog
      title={t('plannerPicker.picker.title')}
      onClose={onClose}
      closeLabel={t('plannerPicker.picker.close')}
      placement={isMobile ? 'bottom' : 'center'}
      panelClassName="max-w-md max-h-[85vh]"
    >
      <TextField
        type="search"
        label={t('plannerPicker.panel.search')}
        placeholder={t('plannerPicker.panel.search')}
        hideLabel
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="mb-3"
      />
      {loading ? (
        <Spinner />
      ) : matches.length === 0 ? (
        <p className="py-6 text-center text-stone-600">{t('plannerPicker.panel.empty')}</p>
      ) : (
        <ul className="-mx-2 min-h-0 flex-1 overflow-y-auto">
          {matches.map((recipe) => (
            <li key={recipe.id}>
              <button
                type="button"
                onClick={() => onPick(recipe)}
                className="flex min-h-14 w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <RecipeImage src={recipe.image} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-md bg-stone-100" />
                <span className="line-clamp-2 font-medium text-stone-900">{recipe.name}</span>
              </button>
            </li>
          ))}
          {more && (
            <li className="flex justify-center py-2">
              <Button variant="secondary" onClick={() => setPages({ of: searched, count: pageCount + 1 })}>
                {t('plannerPicker.picker.showMore')}
              </Button>
            </li>
          )}
        </ul>
      )}
    </Dialog>
  );
}
