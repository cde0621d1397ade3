import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { COOKBOOK_MAX_TAGS } from '@/domain/cookbook/cookbook-tag';
import { isSystemTag } from '@/domain/cookbook/default-cookbook-tags';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { selectTagActions, selectTagLimitReached, selectTags } from '../selectors';
import { useCookbook } from '../store';
import { TagChip } from './tag-chip';
import { TagForm } from './tag-form';

/** Create, rename, recolour and delete the household's tags; the system tag stays as it is. */
export function TagManagerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const allTags = useCookbook(selectTags);
  const { createTag, updateTag, deleteTag } = useCookbook(useShallow(selectTagActions));
  const limitReached = useCookbook(selectTagLimitReached);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const tags = useMemo(() => Object.values(allTags).sort((a, b) => a.name.localeCompare(b.name, 'fr')), [allTags]);

  return (
    <Dialog title={t('cookbook.manageTags')} onClose={onClose} closeLabel={t('cookbook.close')} panelClassName="max-w-lg max-h-[85vh] overflow-y-auto">
      <ul className="flex flex-col gap-2">
        {tags.map((tag) => (
          <li key={tag.id} className="rounded-xl border border-stone-200 p-3">
            {editing === tag.id ? (
              <TagForm
                initial={{ name: tag.name, color: tag.color }}
                submitLabel={t('cookbook.save')}
                failureMessage={t('cookbook.errors.updateTag')}
                onCancel={() => setEditing(null)}
                onSubmit={async (changes) => {
                  const saved = await updateTag(tag.id, changes);
                  if (saved) setEditing(null);
                  return saved;
                }}
              />
            ) : deleting === tag.id ? (
              <div className="flex flex-col gap-3">
                <p className="text-sm text-stone-800">{t('cookbook.deleteTagConfirm')}</p>
                <div className="flex justify-end gap-2">
                  <Button variant="secondary" onClick={() => setDeleting(null)}>
                    {t('cookbook.cancel')}
                  </Button>
                  <Button
                    className="bg-red-600 hover:bg-red-700"
                    onClick={() => {
                      setDeleting(null);
                      void deleteTag(tag.id);
                    }}
                  >
                    {t('cookbook.confirm')}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex items-center justify-between gap-2">
                <TagChip tag={tag} />
                {isSystemTag(tag) ? (
                  <span className="text-xs font-medium text-stone-500">{t('cookbook.systemTag')}</span>
                ) : (
                  <div className="flex gap-1">
                    <Button variant="secondary" className="px-3 py-1.5 text-sm" aria-label={t('cookbook.editTag', { name: tag.name })} onClick={() => setEditing(tag.id)}>
                      {t('recipe.edit')}
                    </Button>
                    <Button variant="secondary" className="px-3 py-1.5 text-sm text-red-700" aria-label={t('cookbook.deleteTag', { name: tag.name })} onClick={() => setDeleting(tag.id)}>
                      {t('recipe.delete')}
                    </Button>
                  </div>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      <h3 className="mt-5 mb-2 font-semibold">{t('cookbook.newTag')}</h3>
      {/* At the limit the rules would refuse a new tag: say so instead of offering the form. */}
      {limitReached ? (
        <p className="text-sm text-stone-600">{t('cookbook.tagLimit', { max: COOKBOOK_MAX_TAGS })}</p>
      ) : (
        <TagForm submitLabel={t('cookbook.create')} failureMessage={t('cookbook.errors.createTag')} onSubmit={async (tag) => (await createTag(tag)) !== null} />
      )}
    </Dialog>
  );
}
