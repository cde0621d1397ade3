import { useTranslation } from 'react-i18next';
import type { LocaleKey } from '@/locales/locale-key';
import { ErrorBox } from '@/ui/error-box';

/**
 * What one setting's save said: the error in the red box, or the success message in a live
 * region that is always there, so assistive technology announces it when it appears.
 */
export function SettingFeedback({ saved, error }: { saved: LocaleKey | null; error: LocaleKey | null }) {
  const { t } = useTranslation();
  return (
    <>
      {error && <ErrorBox>{t(error)}</ErrorBox>}
      <p role="status" className="min-h-5 text-sm font-medium text-green-700">
        {saved && t(saved)}
      </p>
    </>
  );
}
