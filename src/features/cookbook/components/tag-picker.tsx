import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKBOOK_MAX_TAGS } from '@/domain/cookbook/cookbook-tag';
import { isSystemTag } from '@/domain/cookbook/default-cookbook-tags';
import { Button } from '@/ui/button';
import { toggleValue } from '@/ui/toggle-value';
import { selectCreateTag, selectTagLimitReached, selectTags } from '../store/selectors';
import { useCookbook } from '../store';
import { TagChip } from './tag-chip';
import { TagForm } from './tag-form';

/** Picks the cookbook tags of a recipe; NiooChefs is set by bookmarks only, never offered here. */
export function TagPicker({ value, onChange }: { value: readonly string[]; onChange: (tagIds: string[]) => void }) {
  const { t } = useTranslation();
  const allTags = useCookbook(selectTags);
  const tags = useMemo(() => Object.values(allTags).filter((tag) => !isSystemTag(tag)), [allTags]);
  const createTag = useCookbook(selectCreateTag);
  const limitReached = useCookbook(selectTagLimitReached);
  const [creating, setCreating] = useState(false);
  const limitId = useId();

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-semibold">{t('recipeForm.tags')}</legend>
      <div className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <TagChip key={tag.id} tag={tag} selected={value.includes(tag.id)} onClick={() => onChange(toggleValue(value, tag.id))} />
        ))}
        <Button
          variant="secondary"
          className="px-3 py-1 text-sm"
          aria-expanded={creating && !limitReached}
          disabled={limitReached}
          aria-describedby={limitReached ? limitId : undefined}
          onClick={() => setCreating((open) => !open)}
        >
          {t('recipeForm.newTag')}
        </Button>
      </div>
      {limitReached && (
        <p id={limitId} className="text-sm text-stone-600">
          {t('cookbook.tagLimit', { max: COOKBOOK_MAX_TAGS })}
        </p>
      )}
      {creating && !limitReached && (
        <div className="rounded-xl border border-stone-200 bg-stone-50 p-3">
          <TagForm
            submitLabel={t('cookbook.create')}
            failureMessage={t('cookbook.errors.createTag')}
            onCancel={() => setCreating(false)}
            onSubmit={async (tag) => {
              const id = await createTag(tag);
              if (!id) return false;
              onChange([...value, id]);
              setCreating(false);
              return true;
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
