import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PutAway } from '@/domain/cupboard/put-away';
import type { LocaleKey } from '@/locales/locale-key';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useGrocery } from '../store';
import { selectArchiveList } from '../selectors';

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
  /** The ticked lines the cupboard could take: the confirmation offers to put them away first. */
  toPutAway?: PutAway | undefined;
}

/**
 * Archives the active list (spec B §2) after a confirmation, since an archived list cannot be
 * reopened; with ticked catalogue foods, the confirmation offers to put them in the cupboard
 * first (chosen unless unticked). A refusal leaves the store's error, which the screen around it shows.
 */
export function ArchiveListButton({ labels, confirming, onAsk, onClose, toPutAway }: ArchiveListButtonProps) {
  const { t } = useTranslation();
  const archiveList = useGrocery(selectArchiveList);
  const [putAwayFirst, setPutAwayFirst] = useState(true);
  const offersPutAway = toPutAway !== undefined && toPutAway.lines.length > 0;

  const archive = () => {
    onClose();
    void archiveList(offersPutAway && putAwayFirst ? toPutAway : undefined);
  };

  return (
    <>
      <Button
        variant="secondary"
        className="min-h-11"
        aria-haspopup="dialog"
        onClick={() => {
          setPutAwayFirst(true);
          onAsk();
        }}
      >
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
          {offersPutAway && (
            <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 text-stone-800">
              <input type="checkbox" checked={putAwayFirst} onChange={(event) => setPutAwayFirst(event.target.checked)} className="size-5 shrink-0 accent-brand-600" />
              {t('grocery.putAway.archiveFirst')}
            </label>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
