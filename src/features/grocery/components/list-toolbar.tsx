import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { PutAway } from '@/domain/cupboard/put-away';
import { selectCanEditHouseholdContent, useHousehold } from '@/features/household';
import { Button } from '@/ui/button';
import { PlusIcon } from '@/ui/icons';
import { usePutAway } from '../store/put-away';
import { ArchiveListButton, type ArchiveListLabels } from './archive-list-button';
import { PutAwayButton } from './put-away-button';
import { ShareByEmailDialog } from './list-dialogs';

const archiveLabels: ArchiveListLabels = {
  button: 'grocery.actions.archive',
  title: 'grocery.archive.title',
  message: 'grocery.archive.message',
  confirm: 'grocery.archive.confirm',
  cancel: 'grocery.archive.cancel',
};

const secondaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 py-2.5 font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** 'Ajouter un article': the page holds its dialog, which must outlive the list appearing or going. */
export function AddItemButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button className="min-h-11" aria-haspopup="dialog" onClick={onClick}>
      <PlusIcon width={20} height={20} />
      {t('grocery.actions.addItem')}
    </Button>
  );
}

/** In the archive confirmation: put the ticked foods in the cupboard before the list closes. */
function PutAwayFirstChoice({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 text-stone-800">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-5 shrink-0 accent-brand-600" />
      {t('grocery.putAway.archiveFirst')}
    </label>
  );
}

/**
 * The list page's actions (spec B §2): add an item, send the list by mail, open its printable
 * page, put the ticked lines in the cupboard, archive it (after a confirmation: an archived list
 * cannot be reopened). Viewers only tick (DESIGN.md §3): they get the printable page alone.
 */
export function ListToolbar({ onAddItem, toPutAway }: { onAddItem: () => void; toPutAway: PutAway }) {
  const { t } = useTranslation();
  const canEdit = useHousehold(selectCanEditHouseholdContent);
  const [dialog, setDialog] = useState<'email' | 'archive' | null>(null);
  // Stable: a dialog takes focus back whenever its onClose changes, as a live update would make it.
  const closeDialog = useCallback(() => setDialog(null), []);
  // Archiving offers to put the ticked foods away first, chosen again at each asking.
  const putAwayAndArchive = usePutAway((state) => state.putAwayAndArchive);
  const [putAwayFirst, setPutAwayFirst] = useState(true);
  const offersPutAway = toPutAway.lines.length > 0;
  const askArchive = () => {
    setPutAwayFirst(true);
    setDialog('archive');
  };

  return (
    <div className="flex flex-wrap gap-2">
      {canEdit && (
        <>
          <AddItemButton onClick={onAddItem} />
          <Button variant="secondary" className="min-h-11" aria-haspopup="dialog" onClick={() => setDialog('email')}>
            {t('grocery.actions.email')}
          </Button>
        </>
      )}
      <Link to={paths.printableGroceryList.href()} className={secondaryLink}>
        {t('grocery.actions.printable')}
      </Link>
      {canEdit && (
        <ArchiveListButton
          labels={archiveLabels}
          confirming={dialog === 'archive'}
          onAsk={askArchive}
          onClose={closeDialog}
          choice={offersPutAway && <PutAwayFirstChoice checked={putAwayFirst} onChange={setPutAwayFirst} />}
          onArchive={offersPutAway && putAwayFirst ? () => putAwayAndArchive(toPutAway) : undefined}
        />
      )}
      {canEdit && <PutAwayButton toPutAway={toPutAway} />}
      {dialog === 'email' && (
        <Suspense fallback={null}>
          <ShareByEmailDialog onClose={closeDialog} />
        </Suspense>
      )}
    </div>
  );
}
