import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeDraft } from '@/domain/api/recipe-import';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { TextField } from '@/ui/form/text-field';
import { selectImportFrom, selectRecipeImportStatus, selectResetImport, useRecipeImport } from '../store/recipe-import';

/**
 * 'Importer depuis une adresse web', above a new recipe's form: the page's recipe prefills the
 * form for review, and nothing is saved until the user saves. Its own form, so that Enter in
 * the address imports and never submits the recipe.
 */
export function RecipeImportField({ onImport }: { onImport: (draft: RecipeDraft) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [url, setUrl] = useState('');
  const status = useRecipeImport(selectRecipeImportStatus);
  const importFrom = useRecipeImport(selectImportFrom);
  const reset = useRecipeImport(selectResetImport);
  const importing = status.state === 'importing';

  // A new form starts without the last one's outcome.
  useEffect(() => reset, [reset]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (importing || url.trim() === '') return;
    const draft = await importFrom(url.trim());
    if (draft) onImport(draft);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('recipes.import.title')}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t('recipes.import.address')}
          type="url"
          inputMode="url"
          autoComplete="url"
          className="flex-1"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          disabled={importing}
        />
        <Button type="submit" disabled={importing || url.trim() === ''}>
          {importing && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
          {t('recipes.import.submit')}
        </Button>
      </form>
      <div role="status" className="text-sm text-stone-700 empty:hidden">
        {importing && t('recipes.import.importing')}
        {status.state === 'imported' && t('recipes.import.done')}
      </div>
      {status.state === 'failed' && <ErrorBox>{t(status.error)}</ErrorBox>}
      {status.state === 'imported' && status.imageUrl && (
        <p className="text-sm text-stone-700">
          {t('recipes.import.imageHint')}{' '}
          <a href={status.imageUrl} target="_blank" rel="noopener noreferrer" className="font-medium break-all text-brand-700 underline">
            {t('recipes.import.imageLink')}
          </a>
        </p>
      )}
    </section>
  );
}
