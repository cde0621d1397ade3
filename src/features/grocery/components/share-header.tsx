import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { useShareLink } from '../hooks/use-share-link';

/**
 * The printable page's share header (spec B §2): share, copy the link, print. Never printed.
 * `canShare` is false for a viewer while the list has no live link: only writers make one.
 */
export function ShareHeader({ title, canShare }: { title: string; canShare: boolean }) {
  const { t } = useTranslation();
  const { share, copy, copied, busy, shownLink } = useShareLink(title);
  return (
    <div className="flex flex-col gap-2 print:hidden">
      <div className="flex flex-wrap items-center gap-2">
        {canShare && (
          <>
            <Button variant="secondary" onClick={() => void share()} disabled={busy}>
              {t('grocery.share.share')}
            </Button>
            <Button variant="secondary" onClick={() => void copy()} disabled={busy}>
              {t('grocery.share.copyLink')}
            </Button>
          </>
        )}
        <Button onClick={() => window.print()}>{t('grocery.share.print')}</Button>
        {/* Always present, so screen readers announce the feedback when it appears. */}
        <span role="status" className="text-sm font-medium text-brand-700">
          {copied && t('grocery.share.copied')}
        </span>
      </div>
      {shownLink && (
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          {t('grocery.share.link')}
          <input
            readOnly
            value={shownLink}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 font-normal text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
        </label>
      )}
    </div>
  );
}
