import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TAG_COLOR } from '@/domain/cookbook/tag-colors';
import { tagFormSchema, type TagForm as TagFields } from '@/domain/household/household-tag';
import { SINGLE_LINE_ERROR } from '@/domain/shared/single-line';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form/text-field';
import { useSchemaForm } from '@/ui/form/use-schema-form';
import { ColorPicker } from './color-picker';

/** Name (required, ≤ 20 characters) and one of the preset colours; used to create and to edit. */
export function TagForm({
  initial = { name: '', color: DEFAULT_TAG_COLOR },
  submitLabel,
  onSubmit,
  failureMessage,
  onCancel,
}: {
  initial?: TagFields;
  submitLabel: string;
  /** Resolves false when the write failed: the form keeps what was typed and says so. */
  onSubmit: (tag: TagFields) => Promise<boolean>;
  /** The message shown when onSubmit fails. */
  failureMessage: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const { register, control, setValue, handleSubmit, formState } = useSchemaForm(tagFormSchema, { defaultValues: initial });
  const color = useWatch({ control, name: 'color' });
  const [failed, setFailed] = useState(false);
  // The household settings show the create form beside an edit form: each colour group needs its own name.
  const colorGroup = useId();

  const submit = handleSubmit(async (tag) => {
    setFailed(false);
    if (await onSubmit(tag)) setValue('name', '');
    else setFailed(true);
  });
  const code = formState.errors.name?.message;
  const error = failed ? failureMessage : code === SINGLE_LINE_ERROR ? t('validation.singleLine') : code === 'tagNameTooLong' ? t('cookbook.validation.tagNameTooLong') : code ? t('cookbook.validation.tagNameRequired') : undefined;

  return (
    // Not a <form>: the recipe form embeds this one, and forms must not nest.
    <div className="flex flex-col gap-3">
      <TextField
        label={t('cookbook.tagName')}
        registration={register('name')}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void submit();
        }}
        error={error}
      />
      <ColorPicker value={color ?? DEFAULT_TAG_COLOR} onChange={(picked) => setValue('color', picked)} name={colorGroup} />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('cookbook.cancel')}
          </Button>
        )}
        <Button onClick={() => void submit()}>{submitLabel}</Button>
      </div>
    </div>
  );
}
