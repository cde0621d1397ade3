import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { FileButton } from '@/ui/form/file-button';
import { selectPrepareImage, useRecipes, type ImageErrorKey, type ImageStage } from '../store';
import { RecipeImage } from './recipe-image';

type Status = { state: 'idle' } | { state: 'busy'; progress: ImageStage } | { state: 'failed'; error: ImageErrorKey; file: File };

/** The recipe picture: compress, upload with progress, retry or remove (spec B §4, §8). */
export function ImageField({ value, onChange }: { value: string; onChange: (image: string) => void }) {
  const { t } = useTranslation();
  const prepareImage = useRecipes(selectPrepareImage);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const inputId = useId();

  const process = async (file: File) => {
    setNotice(null);
    const outcome = await prepareImage(file, (progress) => setStatus({ state: 'busy', progress }));
    if (outcome.kind === 'failed') return setStatus({ state: 'failed', error: outcome.error, file });
    if (outcome.kind === 'inline') setNotice(t(outcome.notice));
    onChange(outcome.url);
    setStatus({ state: 'idle' });
  };

  const busy = status.state === 'busy';

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {t('recipeForm.image.label')}
      </label>
      {value && <RecipeImage src={value} alt={t('recipeForm.image.preview')} className="aspect-[4/3] w-full max-w-sm rounded-xl bg-stone-100" />}
      <div className="flex flex-wrap items-center gap-2">
        <FileButton id={inputId} accept="image/*" disabled={busy} onFile={(file) => void process(file)}>
          {value ? t('recipeForm.image.change') : t('recipeForm.image.choose')}
        </FileButton>
        {value && !busy && (
          <Button variant="secondary" className="text-red-700" onClick={() => onChange('')}>
            {t('recipeForm.image.remove')}
          </Button>
        )}
      </div>
      {status.state === 'busy' && status.progress.stage === 'compressing' && <p role="status" className="text-sm text-stone-600">{t('recipeForm.image.compressing')}</p>}
      {status.state === 'busy' && status.progress.stage === 'uploading' && (
        <div role="status" className="flex max-w-sm flex-col gap-1">
          <span className="text-sm text-stone-600">{t('recipeForm.image.uploading', { percent: status.progress.percent })}</span>
          <progress max={100} value={status.progress.percent} className="h-2 w-full overflow-hidden rounded-full accent-brand-600" />
        </div>
      )}
      {status.state === 'failed' && (
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {t(status.error)}
          <div className="flex gap-2">
            <Button variant="secondary" className="px-3 py-1 text-sm" onClick={() => void process(status.file)}>
              {t('recipeForm.image.retry')}
            </Button>
            <Button variant="secondary" className="px-3 py-1 text-sm" onClick={() => setStatus({ state: 'idle' })}>
              {t('recipeForm.image.remove')}
            </Button>
          </div>
        </div>
      )}
      {notice && <p className="text-sm text-amber-700">{notice}</p>}
    </div>
  );
}
