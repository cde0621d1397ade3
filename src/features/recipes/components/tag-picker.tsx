import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSystemTag } from '@/domain/recipes/default-cookbook-tags';
import { TagChip, TagForm, useCookbook } from '@/features/cookbook';
import { Button } from '@/ui/button';
import { toggleValue } from '@/ui/toggle-value';

/** Picks the cookbook tags of a recipe; NiooChefs is set by bookmarks only, never offered here. */
export function TagPicker({ value, onChange }: { value: readonly string[]; onChange: (tagIds: string[]) => void }) {
  const { t } = useTranslation();
  const cookbook = useCookbook((state) => state.cookbook);
  const tags = useMemo(() => Object.values(cookbook?.tags ?? {}).filter((tag) => !isSystemTag(tag)), [cookbook]);
  const createTag = useCookbook((state) => state.createTag);
  const [creating, setCreating] = useState(false);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-semibold">{t('recipeForm.tags')}</legend>
      <div className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <TagChip key={tag.id} tag={tag} selected={value.includes(tag.id)} onClick={() => onChange(toggleValue(value, tag.id))} />
        ))}
        <Button variant="secondary" className="px-3 py-1 text-sm" aria-expanded={creating} onClick={() => setCreating((open) => !open)}>
          {t('recipeForm.newTag')}
        </Button>
      </div>
      {creating && (
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
