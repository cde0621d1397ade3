import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCanEditHouseholdContent, useHousehold } from '@/features/household';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { selectList } from '../selectors';
import { useGrocery } from '../store';
import { selectArchiveList } from './list-edit-selectors';
import { ShareByEmailDialog } from './share-email-dialog';

/**
 * 'Envoyer par mail' and 'Fermer la liste' (spec B §2), the latter after a confirmation since an
 * archived list cannot be reopened. Only for an active list, and not for viewers: sharing writes
 * the list's link and archiving changes it, and viewers only tick (DESIGN.md §3).
 */
export function GroceryPanelActions() {
  const { t } = useTranslation();
  const canEdit = useHousehold(selectCanEditHouseholdContent);
  const list = useGrocery(selectList);
  const archiveList = useGrocery(selectArchiveList);
  const [dialog, setDialog] = useState<'email' | 'archive' | null>(null);
  // Stable: the dialogs take focus back whenever their onClose changes.
  const closeDialog = useCallback(() => setDialog(null), []);

  if (!canEdit || !list) return null;

  const archive = () => {
    setDialog(null);
    // A refusal leaves the store's error, which the panel shows.
    void archiveList();
  };

  return (
    <div className="grid grid-cols-2 gap-2">
      <Button variant="secondary" className="min-h-11" aria-haspopup="dialog" onClick={() => setDialog('email')}>
        {t('grocery.panel.email')}
      </Button>
      <Button variant="secondary" className="min-h-11" aria-haspopup="dialog" onClick={() => setDialog('archive')}>
        {t('grocery.panel.archive')}
      </Button>
      {dialog === 'email' && <ShareByEmailDialog onClose={closeDialog} />}
      {dialog === 'archive' && (
        <ConfirmDialog
          title={t('grocery.panel.archiveTitle')}
          message={t('grocery.panel.archiveMessage')}
          confirmLabel={t('grocery.panel.archiveConfirm')}
          cancelLabel={t('grocery.panel.cancel')}
          onConfirm={archive}
          onCancel={closeDialog}
        />
      )}
    </div>
  );
}
