import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { isSystemTag } from '@/domain/cookbook/default-cookbook-tags';
import { Button } from '@/ui/button';
import { selectSelection, selectSetSelection, selectTags } from '../store/selectors';
import { useCookbook } from '../store';
import { SaveViewDialog, TagManagerDialog } from './cookbook-dialogs';
import { TagChip } from './tag-chip';

/** The tags to filter by, OR or AND once one is picked, and saving the pick as a view (spec B §5). */
export function TagFilterBar() {
  const { t } = useTranslation();
  const allTags = useCookbook(selectTags);
  const { selectedTagIds, filterType } = useCookbook(useShallow(selectSelection));
  const setSelection = useCookbook(selectSetSelection);
  const [managingTags, setManagingTags] = useState(false);
  const [savingView, setSavingView] = useState(false);
  const tags = useMemo(() => Object.values(allTags).sort((a, b) => Number(isSystemTag(a)) - Number(isSystemTag(b)) || a.name.localeCompare(b.name, 'fr')), [allTags]);

  const toggleTag = (tagId: string) =>
    setSelection({ currentViewId: null, selectedTagIds: selectedTagIds.includes(tagId) ? selectedTagIds.filter((id) => id !== tagId) : [...selectedTagIds, tagId] });

  return (
    <>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('cookbook.tags')}>
        <span className="text-sm font-semibold text-stone-700">{t('cookbook.tags')}</span>
        {tags.map((tag) => (
          <TagChip key={tag.id} tag={tag} selected={selectedTagIds.includes(tag.id)} onClick={() => toggleTag(tag.id)} />
        ))}
        <Button variant="secondary" className="px-3 py-1 text-sm" onClick={() => setManagingTags(true)}>
          {t('cookbook.manageTags')}
        </Button>
      </div>

      {selectedTagIds.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <div role="radiogroup" aria-label={t('cookbook.filterType')} className="flex rounded-lg bg-stone-100 p-1">
            {(['OR', 'AND'] as const).map((type) => (
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={filterType === type}
                onClick={() => setSelection({ filterType: type })}
                className={`rounded-md px-3 py-1 text-sm ${filterType === type ? 'bg-white font-semibold shadow-sm' : 'text-stone-600'}`}
              >
                {type === 'OR' ? t('cookbook.filterOr') : t('cookbook.filterAnd')}
              </button>
            ))}
          </div>
          <Button variant="secondary" className="px-3 py-1 text-sm" onClick={() => setSavingView(true)}>
            {t('cookbook.saveView')}
          </Button>
          <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={() => setSelection({ selectedTagIds: [] })}>
            {t('cookbook.clearTags')}
          </button>
        </div>
      )}

      <Suspense fallback={null}>
        {managingTags && <TagManagerDialog onClose={() => setManagingTags(false)} />}
        {savingView && <SaveViewDialog tagIds={selectedTagIds} filterType={filterType} onClose={() => setSavingView(false)} />}
      </Suspense>
    </>
  );
}
