import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocaleKey } from '@/locales/locale-key';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useGrocery } from '../store';
import { selectArchiveList } from '../store/selectors';

/** What the button and its confirmation say where they stand ('Fermer la liste' in the panel, 'Archiver la liste' on the page). */
export interface ArchiveListLabels {
  button: LocaleKey;
  title: LocaleKey;
  message: LocaleKey;
  confirm: LocaleKey;
  cancel: LocaleKey;
}

interface ArchiveListButtonProps {
  labels: ArchiveListLabels;
  /** Whether the confirmation is open: the screen holds it, so that one of its dialogs is open at a time. */
  confirming: boolean;
  /** The button was pressed: open the confirmation. */
  onAsk: () => void;
  /** Stable: a dialog takes focus back whenever its onClose changes, as a live update would make it. */
  onClose: () => void;
  /** A choice the confirmation offers under its message (the list page's 'Ranger d'abord…'). */
  choice?: ReactNode;
  /** What confirming does instead of archiving alone (archiving with that choice). */
  onArchive?: () => Promise<void>;
}

/**
 * Archives the active list (spec B §2) after a confirmation, since an archived list cannot be
 * reopened. A refusal leaves the store's error, which the screen around it shows.
 */
export function ArchiveListButton({ labels, confirming, onAsk, onClose, choice, onArchive }: ArchiveListButtonProps) {
  const { t } = useTranslation();
  const archiveList = useGrocery(selectArchiveList);

  const archive = () => {
    onClose();
    void (onArchive ?? archiveList)();
  };

  return (
    <>
      <Button variant="secondary" className="min-h-11" aria-haspopup="dialog" onClick={onAsk}>
        {t(labels.button)}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t(labels.title)}
          message={t(labels.message)}
          confirmLabel={t(labels.confirm)}
          cancelLabel={t(labels.cancel)}
          onConfirm={archive}
          onCancel={onClose}
        >
          {choice}
        </ConfirmDialog>
      )}
    </>
  );
}
