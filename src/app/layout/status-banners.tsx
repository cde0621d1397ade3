import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useConnectivity } from '@/lib/connectivity';
import { useAppUpdate } from '@/lib/app-update';
import { Button } from '@/ui/button';

const selectConnectivity = (state: { online: boolean; waiting: boolean; unanswered: number }) => ({ online: state.online, waiting: state.waiting, unanswered: state.unanswered });
const selectUpdate = (state: { updateReady: boolean; update: () => void }) => ({ updateReady: state.updateReady, update: state.update });

/**
 * Offline: how many of this page's changes wait for the network when it made any, else whether
 * changes kept from before a reload still wait.
 */
function offlineStatus(t: TFunction, unanswered: number, waiting: boolean): string {
  if (unanswered > 0) return t('app.offlineChanges', { count: unanswered });
  return t(waiting ? 'app.offlineWaiting' : 'app.offline');
}

/** What the shell says of the app itself: no network (and changes still queued), or a new version waiting. */
export function StatusBanners() {
  const { t } = useTranslation();
  const { online, waiting, unanswered } = useConnectivity(useShallow(selectConnectivity));
  const { updateReady, update } = useAppUpdate(useShallow(selectUpdate));
  const connectivity = online ? (waiting ? t('app.syncing') : null) : offlineStatus(t, unanswered, waiting);

  return (
    <div className="print:hidden">
      {connectivity && (
        <p role="status" className="bg-stone-800 px-4 py-2 text-center text-sm text-white">
          {connectivity}
        </p>
      )}
      {updateReady && (
        <div role="status" className="flex items-center justify-center gap-3 bg-brand-50 px-4 py-2 text-sm text-stone-900">
          <span>{t('app.updateReady')}</span>
          <Button className="min-h-11" onClick={update}>
            {t('app.update')}
          </Button>
        </div>
      )}
    </div>
  );
}
