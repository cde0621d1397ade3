import { useTranslation } from 'react-i18next';

/**
 * The dashed strip of a drop zone: 'Glissez une recette ici', or 'Aucune recette' where nothing
 * may be dropped (spec B §2). In a grid column it fills the column's foot, small-typed to fit.
 */
export function DropZoneHint({ readOnly, accepting, fill = false }: { readOnly: boolean; accepting: boolean; fill?: boolean }) {
  const { t } = useTranslation();
  const shape = fill ? 'flex flex-1 items-center justify-center px-1 py-2 text-xs' : 'px-3 py-3 text-sm';
  return (
    <p className={`rounded-xl border-2 border-dashed text-center ${shape} ${accepting ? 'border-brand-600 text-brand-700' : 'border-stone-300 text-stone-600'}`}>
      {readOnly ? t('planner.readOnlyDay') : t('planner.dropHere')}
    </p>
  );
}
