import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { Outcome } from '@/domain/shared/outcome';
import type { LocaleKey } from '@/locales/locale-key';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { TextField } from '@/ui/form/text-field';
import { Spinner } from '@/ui/spinner';
import { selectCalendarActions, selectCalendarAddress } from '../store/selectors';
import { useHousehold } from '../store';
import { SettingFeedback } from './setting-feedback';

export interface CalendarPanelProps {
  householdId: string;
  /** Owners also revoke every member's address at once. */
  canManage: boolean;
}

type Confirming = 'regenerate' | 'revokeAll';

/**
 * 'Calendrier': the member's own private calendar address, which they copy into their calendar
 * app and regenerate when it leaked (only their old one then stops working); owners may also
 * revoke every member's address at once. Each change comes after a confirmation saying what
 * stops working.
 */
export function CalendarPanel({ householdId, canManage }: CalendarPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const address = useHousehold(selectCalendarAddress);
  const { loadCalendarAddress, regenerateCalendarAddress, revokeCalendarAddresses } = useHousehold(useShallow(selectCalendarActions));
  const [error, setError] = useState<LocaleKey | null>(null);
  const [done, setDone] = useState<LocaleKey | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  // Stable, so the open dialog keeps its focus while the live household re-renders the panel.
  const cancel = useCallback(() => setConfirming(null), []);

  useEffect(() => {
    void loadCalendarAddress(householdId).then((outcome) => setError(outcome.ok ? null : outcome.error));
  }, [householdId, loadCalendarAddress]);

  const url = address?.status === 'loaded' ? address.url : null;

  const copy = async () => {
    if (!url) return;
    setDone(null);
    try {
      await navigator.clipboard.writeText(url);
      setError(null);
      setDone('household.calendar.copied');
    } catch {
      setError('household.calendar.errors.copyFailed');
    }
  };

  const replace = async (change: (householdId: string) => Promise<Outcome<LocaleKey>>, saved: LocaleKey) => {
    setConfirming(null);
    setDone(null);
    setBusy(true);
    const outcome = await change(householdId);
    setBusy(false);
    setError(outcome.ok ? null : outcome.error);
    if (outcome.ok) setDone(saved);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {t('household.calendar.title')}
      </h2>
      <p className="text-stone-700">{t('household.calendar.intro')}</p>
      {address?.status === 'loading' && <Spinner label={t('household.calendar.loading')} />}
      {url && (
        <>
          <TextField label={t('household.calendar.address')} hint={t('household.calendar.privateNote')} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy()}>{t('household.calendar.copy')}</Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming('regenerate')}>
              {t('household.calendar.regenerate')}
            </Button>
            {canManage && (
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming('revokeAll')}>
                {t('household.calendar.revokeAll')}
              </Button>
            )}
          </div>
        </>
      )}
      <SettingFeedback saved={done} error={error} />
      {confirming === 'regenerate' && (
        <ConfirmDialog
          title={t('household.calendar.confirmTitle')}
          message={t('household.calendar.confirmMessage')}
          confirmLabel={t('household.calendar.regenerate')}
          cancelLabel={t('household.calendar.cancel')}
          onConfirm={() => void replace(regenerateCalendarAddress, 'household.calendar.regenerated')}
          onCancel={cancel}
        />
      )}
      {confirming === 'revokeAll' && (
        <ConfirmDialog
          title={t('household.calendar.revokeAllTitle')}
          message={t('household.calendar.revokeAllMessage')}
          confirmLabel={t('household.calendar.revokeAllConfirm')}
          cancelLabel={t('household.calendar.cancel')}
          onConfirm={() => void replace(revokeCalendarAddresses, 'household.calendar.revokedAll')}
          onCancel={cancel}
        />
      )}
    </section>
  );
}
