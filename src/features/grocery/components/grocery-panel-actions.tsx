import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCanEditHouseholdContent, useHousehold } from '@/features/household';
import { Button } from '@/ui/button';
import { selectList } from '../store/selectors';
import { useGrocery } from '../store';
import { ArchiveListButton, type ArchiveListLabels } from './archive-list-button';
import { ShareByEmailDialog } from './list-dialogs';

const archiveLabels: ArchiveListLabels = {
  button: 'grocery.panel.archive',
  title: 'grocery.panel.archiveTitle',
  message: 'grocery.panel.archiveMessage',
  confirm: 'grocery.panel.archiveConfirm',
  cancel: 'grocery.panel.cancel',
};

/**
 * 'Envoyer par mail' and 'Fermer la liste' (spec B §2), the latter after a confirmation since an
 * archived list cannot be reopened. Only for an active list, and not for viewers: sharing writes
 * the list's link and archiving changes it, and viewers only tick (DESIGN.md §3).
 */
export function GroceryPanelActions() {
  const { t } = useTranslation();
  const canEdit = useHousehold(selectCanEditHouseholdContent);
  const list = useGrocery(selectList);
  const [dialog, setDialog] = useState<'email' | 'archive' | null>(null);
  // Stable: the dialogs take focus back whenever their onClose changes.
  const closeDialog = useCallback(() => setDialog(null), []);

  if (!canEdit || !list) return null;

  return (
    <div className="grid grid-cols-2 gap-2">
      <Button variant="secondary" className="min-h-11" aria-haspopup="dialog" onClick={() => setDialog('email')}>
        {t('grocery.panel.email')}
      </Button>
      <ArchiveListButton labels={archiveLabels} confirming={dialog === 'archive'} onAsk={() => setDialog('archive')} onClose={closeDialog} />
      {dialog === 'email' && (
        <Suspense fallback={null}>
          <ShareByEmailDialog onClose={closeDialog} />
        </Suspense>
      )}
    </div>
  );
}
