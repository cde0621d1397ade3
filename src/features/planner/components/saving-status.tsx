import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSaving } from '../store/selectors';
import { usePlanner } from '../store';

/**
 * Says when a change is still on its way to the database, and until then asks before the page
 * is closed or reloaded: a write in flight when the page goes is lost (no lost work).
 */
export function SavingStatus() {
  const { t } = useTranslation();
  const saving = usePlanner(selectSaving);

  useEffect(() => {
    if (!saving) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saving]);

  // Always in the page, so screen readers hear it appear; a reserved line, so nothing jumps.
  return (
    <p role="status" className="-mt-2 h-5 text-right text-sm text-stone-600">
      {saving ? t('planner.saving') : ''}
    </p>
  );
}
