import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SAVED_VIEW_COLOR, SAVED_VIEW_NAME_MAX_LENGTH, type TagFilterType } from '@/domain/cookbook/saved-view';
import { isSingleLine } from '@/domain/shared/single-line';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/form/text-field';
import { selectSaveView, selectSetSelection } from '../selectors';
import { useCookbook } from '../store';
import { ColorPicker } from './color-picker';

/** Saves the current tag selection as a named view (spec B §5: name ≤ 30, at least one tag). */
export function SaveViewDialog({ tagIds, filterType, onClose }: { tagIds: string[]; filterType: TagFilterType; onClose: () => void }) {
  const { t } = useTranslation();
  const saveView = useCookbook(selectSaveView);
  const setSelection = useCookbook(selectSetSelection);
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_SAVED_VIEW_COLOR);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(t('cookbook.validation.viewNameRequired'));
    if (trimmed.length > SAVED_VIEW_NAME_MAX_LENGTH) return setError(t('cookbook.validation.viewNameTooLong'));
    if (!isSingleLine(trimmed)) return setError(t('validation.singleLine'));
    if (tagIds.length === 0) return setError(t('cookbook.validation.viewNeedsTag'));
    const id = crypto.randomUUID();
    // Closed only once saved: a failed save keeps the name typed and says why.
    if (!(await saveView({ id, name: trimmed, tagIds, filterType, color }))) return setError(t('cookbook.errors.saveView'));
    onClose();
    setSelection({ currentViewId: id });
  };

  return (
    <Dialog title={t('cookbook.saveView')} onClose={onClose} closeLabel={t('cookbook.cancel')}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField label={t('cookbook.viewName')} value={name} onChange={(event) => setName(event.target.value)} error={error ?? undefined} />
        <ColorPicker value={color} onChange={setColor} name="view-color" />
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
