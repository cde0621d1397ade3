import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { COOKBOOK_MAX_TAGS, type CookbookTag } from '@/domain/cookbook/cookbook-tag';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { selectTagActions, selectTagLimitReached, selectTags } from '../store/selectors';
import { useCookbook } from '../store';
import { TagForm } from './tag-form';
import { TagRow } from './tag-row';

interface TagListEditorProps {
  /** Rename, recolour and delete: owners only (DESIGN.md §3). */
  canManage: boolean;
  /** Create: whoever may write the cookbook (the recipe form's picker creates tags too). */
  canCreate: boolean;
}

/**
 * The household's tags sorted by name, with what the user may do to them; one implementation
 * for the cookbook's tag manager and the household settings. The system tag stays as it is.
 */
export function TagListEditor({ canManage, canCreate }: TagListEditorProps) {
  const { t } = useTranslation();
  const allTags = useCookbook(selectTags);
  const { createTag, updateTag, deleteTag } = useCookbook(useShallow(selectTagActions));
  const limitReached = useCookbook(selectTagLimitReached);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CookbookTag | null>(null);
  const tags = useMemo(() => Object.values(allTags).sort((a, b) => a.name.localeCompare(b.name, 'fr')), [allTags]);

  return (
    <div className="flex flex-col gap-3">
      {!canManage && <p className="text-sm text-stone-600">{t('household.tags.ownersOnly')}</p>}
      {tags.length === 0 ? (
        <p className="text-sm text-stone-600">{t('household.tags.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {tags.map((tag) => (
            <li key={tag.id} className="rounded-xl border border-stone-200 p-3">
              <TagRow
                tag={tag}
                canManage={canManage}
                editing={editing === tag.id}
                onEdit={() => setEditing(tag.id)}
                onCancelEdit={() => setEditing(null)}
                onSave={async (changes) => {
                  const { ok } = await updateTag(tag.id, changes);
                  if (ok) setEditing(null);
                  return ok;
                }}
                onDelete={() => setDeleting(tag)}
              />
            </li>
          ))}
        </ul>
      )}

      {canCreate && (
        <>
          <h3 className="mt-2 font-semibold text-stone-900">{t('household.tags.create')}</h3>
          {/* At the limit the rules would refuse a new tag: say so instead of offering the form. */}
          {limitReached ? (
            <p className="text-sm text-stone-600">{t('cookbook.tagLimit', { max: COOKBOOK_MAX_TAGS })}</p>
          ) : (
            <TagForm submitLabel={t('cookbook.create')} failureMessage={t('cookbook.errors.createTag')} onSubmit={async (tag) => (await createTag(tag)) !== null} />
          )}
        </>
      )}

      {deleting && (
        <ConfirmDialog
          title={t('household.tags.delete', { name: deleting.name })}
          message={t('household.tags.deleteConfirm')}
          confirmLabel={t('recipe.delete')}
          cancelLabel={t('cookbook.cancel')}
          onConfirm={() => {
            setDeleting(null);
            void deleteTag(deleting.id);
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
