import { useTranslation } from 'react-i18next';
import type { CookbookTag } from '@/domain/cookbook/cookbook-tag';
import { isSystemTag } from '@/domain/cookbook/default-cookbook-tags';
import { Button } from '@/ui/button';
import { TagChip } from './tag-chip';
import { TagForm } from './tag-form';

interface TagRowProps {
  tag: CookbookTag;
  /** Owners rename, recolour and delete (DESIGN.md §3); the others only see the tag. */
  canManage: boolean;
  editing: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  /** Resolves false when the write failed: the form stays open with what was typed. */
  onSave: (changes: { name: string; color: string }) => Promise<boolean>;
  onDelete: () => void;
}

// 44px targets on phones (min-h-11), the denser row from md up.
const actionClass = 'min-h-11 px-3 py-1.5 text-sm md:min-h-9';

/** One of the household's tags: its chip, and its edit and delete buttons or the system tag's label. */
export function TagRow({ tag, canManage, editing, onEdit, onCancelEdit, onSave, onDelete }: TagRowProps) {
  const { t } = useTranslation();
  const system = isSystemTag(tag);

  if (editing && canManage && !system) {
    return (
      <TagForm
        initial={{ name: tag.name, color: tag.color }}
        submitLabel={t('cookbook.save')}
        failureMessage={t('cookbook.errors.updateTag')}
        onCancel={onCancelEdit}
        onSubmit={onSave}
      />
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <TagChip tag={tag} />
      {system ? (
        <span className="text-xs font-medium text-stone-600">{t('household.tags.system')}</span>
      ) : (
        canManage && (
          <div className="flex gap-1">
            <Button variant="secondary" className={actionClass} aria-label={t('household.tags.edit', { name: tag.name })} onClick={onEdit}>
              {t('recipe.edit')}
            </Button>
            <Button variant="secondary" className={`${actionClass} text-red-700`} aria-label={t('household.tags.delete', { name: tag.name })} onClick={onDelete}>
              {t('recipe.delete')}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
