import { useTranslation } from 'react-i18next';
import { selectCanEditHouseholdContent, selectCanManageHousehold, useHousehold } from '@/features/household';
import { Dialog } from '@/ui/dialog';
import { TagListEditor } from './tag-list-editor';

/** The cookbook's tags: members create them, owners also rename, recolour and delete them (DESIGN.md §3). */
export function TagManagerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const canManage = useHousehold(selectCanManageHousehold);
  const canCreate = useHousehold(selectCanEditHouseholdContent);

  return (
    <Dialog title={t('cookbook.manageTags')} onClose={onClose} closeLabel={t('cookbook.close')} panelClassName="max-w-lg max-h-[85vh] overflow-y-auto">
      <TagListEditor canManage={canManage} canCreate={canCreate} />
    </Dialog>
  );
}
