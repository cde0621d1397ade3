import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useConnectivity } from '@/lib/connectivity';
import { useAppUpdate } from '@/lib/app-update';
import { Button } from '@/ui/button';

const selectConnectivity = (state: { online: boolean; waiting: boolean }) => ({ online: state.online, waiting: state.waiting });
const selectUpdate = (state: { updateReady: boolean; update: () => void }) => ({ updateReady: state.updateReady, update: state.update });

/** What the shell says of the app itself: no network (and changes still queued), or a new version waiting. */
export function StatusBanners() {
  const { t } = useTranslation();
  const { online, waiting } = useConnectivity(useShallow(selectConnectivity));
  const { updateReady, update } = useAppUpdate(useShallow(selectUpdate));
  const connectivity = !online ? t(waiting ? 'app.offlineWaiting' : 'app.offline') : waiting ? t('app.syncing') : null;

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
