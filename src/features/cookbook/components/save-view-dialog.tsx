import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isSystemTag } from '@/domain/cookbook/default-cookbook-tags';
import {
  DEFAULT_SAVED_VIEW_COLOR,
  isSavedViewFormError,
  savedViewChanges,
  savedViewFormSchema,
  tagFilterTypes,
  type SavedView,
  type SavedViewFormError,
  type TagFilterType,
} from '@/domain/cookbook/saved-view';
import { SINGLE_LINE_ERROR } from '@/domain/shared/single-line';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/form/text-field';
import { useSchemaForm } from '@/ui/form/use-schema-form';
import { toggleValue } from '@/ui/toggle-value';
import { selectSaveView, selectSetSelection, selectTags, selectUpdateView } from '../store/selectors';
import { useCookbook } from '../store';
import { ColorPicker } from './color-picker';
import { TagChip } from './tag-chip';

type SaveViewDialogProps = { onClose: () => void } & ({ view: SavedView } | { tagIds: string[]; filterType: TagFilterType });

/**
 * Saves the current tag selection as a named view, or edits a saved one: its name, tags, filter
 * and colour, checked alike (spec B §5: name ≤ 30, at least one tag). An edit writes only what
 * changed.
 */
export function SaveViewDialog(props: SaveViewDialogProps) {
  const { onClose } = props;
  const editing = 'view' in props ? props.view : null;
  const { t } = useTranslation();
  const saveView = useCookbook(selectSaveView);
  const updateView = useCookbook(selectUpdateView);
  const setSelection = useCookbook(selectSetSelection);
  const allTags = useCookbook(selectTags);
  const tags = useMemo(() => Object.values(allTags).sort((a, b) => Number(isSystemTag(a)) - Number(isSystemTag(b)) || a.name.localeCompare(b.name, 'fr')), [allTags]);
  const { register, control, setValue, handleSubmit, formState } = useSchemaForm(savedViewFormSchema, {
    defaultValues: editing
      ? { name: editing.name, tagIds: editing.tagIds, filterType: editing.filterType, color: editing.color }
      : { name: '', tagIds: 'tagIds' in props ? props.tagIds : [], filterType: 'filterType' in props ? props.filterType : 'OR', color: DEFAULT_SAVED_VIEW_COLOR },
  });
  const [tagIds = [], filterType, color] = useWatch({ control, name: ['tagIds', 'filterType', 'color'] });
  const [failure, setFailure] = useState<string | null>(null);
  const tagsId = useId();
  const tagsErrorId = useId();

  const message = (code: string | undefined, otherwise: SavedViewFormError) => {
    const known = isSavedViewFormError(code) ? code : otherwise;
    return known === SINGLE_LINE_ERROR ? t('validation.singleLine') : t(`cookbook.validation.${known}`);
  };
  const nameError = failure ?? (formState.errors.name ? message(formState.errors.name.message, 'viewNameRequired') : null);
  const tagsError = formState.errors.tagIds ? message(formState.errors.tagIds.message, 'viewNeedsTag') : null;

  // Closed only once saved: a failed save keeps what was typed and says why.
  const submit = handleSubmit(async (view) => {
    setFailure(null);
    if (editing) {
      if (!(await updateView(editing.id, savedViewChanges(editing, view))).ok) return setFailure(t('cookbook.errors.updateView'));
      return onClose();
    }
    const id = crypto.randomUUID();
    if (!(await saveView({ id, ...view })).ok) return setFailure(t('cookbook.errors.saveView'));
    onClose();
    setSelection({ currentViewId: id });
  });

  return (
    <Dialog title={editing ? t('cookbook.editViewTitle') : t('cookbook.saveView')} onClose={onClose} closeLabel={t('cookbook.cancel')}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => void submit(event)}
      >
        <TextField label={t('cookbook.viewName')} registration={register('name')} error={nameError ?? undefined} />
        <div role="group" aria-labelledby={tagsId} aria-describedby={tagsError ? tagsErrorId : undefined} className="flex flex-col gap-2">
          <span id={tagsId} className="text-sm font-medium text-stone-700">
            {t('cookbook.viewTags')}
          </span>
          <div className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <TagChip key={tag.id} tag={tag} selected={tagIds.includes(tag.id)} onClick={() => setValue('tagIds', toggleValue(tagIds, tag.id), { shouldValidate: formState.isSubmitted })} />
            ))}
          </div>
          {tagsError && (
            <p id={tagsErrorId} className="text-sm text-red-700">
              {tagsError}
            </p>
          )}
        </div>
        <div role="radiogroup" aria-label={t('cookbook.filterType')} className="flex self-start rounded-lg bg-stone-100 p-1">
          {tagFilterTypes.map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={filterType === type}
              onClick={() => setValue('filterType', type)}
              className={`rounded-md px-3 py-1 text-sm ${filterType === type ? 'bg-white font-semibold shadow-sm' : 'text-stone-600'}`}
            >
              {type === 'OR' ? t('cookbook.filterOr') : t('cookbook.filterAnd')}
            </button>
          ))}
        </div>
        <ColorPicker value={color ?? DEFAULT_SAVED_VIEW_COLOR} onChange={(picked) => setValue('color', picked)} name="view-color" />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cookbook.cancel')}
          </Button>
          <Button type="submit">{t('cookbook.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
