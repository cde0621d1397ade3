import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { LocaleKey } from '@/locales/locale-key';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { TextField } from '@/ui/form/text-field';
import { Spinner } from '@/ui/spinner';
import { selectCalendarActions, selectCalendarAddress } from '../selectors';
import { useHousehold } from '../store';
import { SettingFeedback } from './setting-feedback';

export interface CalendarPanelProps {
  organizationId: string;
  /** Owners regenerate the address: a new one cuts every member's subscriptions. */
  canManage: boolean;
}

/**
 * 'Calendrier': the household's private calendar address, which every member may copy into
 * their calendar app, and which its owners regenerate when it leaked (the old one then stops
 * working, after a confirmation saying so).
 */
export function CalendarPanel({ organizationId, canManage }: CalendarPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const address = useHousehold(selectCalendarAddress);
  const { loadCalendarAddress, regenerateCalendarAddress } = useHousehold(useShallow(selectCalendarActions));
  const [error, setError] = useState<LocaleKey | null>(null);
  const [done, setDone] = useState<LocaleKey | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  // Stable, so the open dialog keeps its focus while the live household re-renders the panel.
  const cancel = useCallback(() => setConfirming(false), []);

  useEffect(() => {
    void loadCalendarAddress(organizationId).then((outcome) => setError(outcome.ok ? null : outcome.error));
  }, [organizationId, loadCalendarAddress]);

  const url = address?.status === 'ready' ? address.url : null;

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

  const regenerate = async () => {
    setConfirming(false);
    setDone(null);
    setRegenerating(true);
    const outcome = await regenerateCalendarAddress(organizationId);
    setRegenerating(false);
    setError(outcome.ok ? null : outcome.error);
    if (outcome.ok) setDone('household.calendar.regenerated');
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
            {canManage && (
              <Button variant="secondary" disabled={regenerating} onClick={() => setConfirming(true)}>
                {t('household.calendar.regenerate')}
              </Button>
            )}
          </div>
          {!canManage && <p className="text-sm text-stone-600">{t('household.calendar.errors.ownersOnly')}</p>}
        </>
      )}
      <SettingFeedback saved={done} error={error} />
      {confirming && (
        <ConfirmDialog
          title={t('household.calendar.confirmTitle')}
          message={t('household.calendar.confirmMessage')}
          confirmLabel={t('household.calendar.regenerate')}
          cancelLabel={t('household.calendar.cancel')}
          onConfirm={() => void regenerate()}
          onCancel={cancel}
        />
      )}
    </section>
  );
}
