import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TAG_COLOR } from '@/domain/cookbook/tag-colors';
import { TAG_NAME_MAX_LENGTH } from '@/domain/household/household-tag';
import { isSingleLine } from '@/domain/shared/single-line';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form/text-field';
import { ColorPicker } from './color-picker';

/** Name (required, ≤ 20 characters) and one of the preset colours; used to create and to edit. */
export function TagForm({
  initial = { name: '', color: DEFAULT_TAG_COLOR },
  submitLabel,
  onSubmit,
  failureMessage,
  onCancel,
}: {
  initial?: { name: string; color: string };
  submitLabel: string;
  /** Resolves false when the write failed: the form keeps what was typed and says so. */
  onSubmit: (tag: { name: string; color: string }) => Promise<boolean>;
  /** The message shown when onSubmit fails. */
  failureMessage: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [color, setColor] = useState(initial.color);
  const [error, setError] = useState<string | null>(null);
  // The household settings show the create form beside an edit form: each colour group needs its own name.
  const colorGroup = useId();

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(t('cookbook.validation.tagNameRequired'));
    if (trimmed.length > TAG_NAME_MAX_LENGTH) return setError(t('cookbook.validation.tagNameTooLong'));
    if (!isSingleLine(trimmed)) return setError(t('validation.singleLine'));
    setError(null);
    if (await onSubmit({ name: trimmed, color })) setName('');
    else setError(failureMessage);
  };

  return (
    // Not a <form>: the recipe form embeds this one, and forms must not nest.
    <div className="flex flex-col gap-3">
      <TextField
        label={t('cookbook.tagName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void submit();
        }}
        error={error ?? undefined}
      />
      <ColorPicker value={color} onChange={setColor} name={colorGroup} />
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
