import { useTranslation } from 'react-i18next';
import { appSettings } from '@/config/env';
import { Dialog } from '@/ui/dialog';

/** Aide & Suggestions: the external help and suggestion page, at 80% of the viewport height. */
export function HelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('userMenu.help')} onClose={onClose} closeLabel={t('userMenu.close')} panelClassName="h-[80vh] max-w-4xl">
      <iframe title={t('userMenu.help')} src={appSettings.helpUrl} className="w-full flex-1 rounded-lg border border-stone-200" />
    </Dialog>
  );
}
