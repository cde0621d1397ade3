import { useTranslation } from 'react-i18next';

/** The dashed strip of a drop zone: 'Glissez une recette ici', or 'Aucune recette' where nothing may be dropped (spec B §2). */
export function DropZoneHint({ readOnly, accepting }: { readOnly: boolean; accepting: boolean }) {
  const { t } = useTranslation();
  return (
    <p className={`rounded-xl border-2 border-dashed px-3 py-3 text-center text-sm ${accepting ? 'border-brand-600 text-brand-700' : 'border-stone-300 text-stone-600'}`}>
      {readOnly ? t('planner.readOnlyDay') : t('planner.dropHere')}
    </p>
  );
}
