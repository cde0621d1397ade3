import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { MealEntry } from '@/domain/planner/meal-entry';
import { isMealType, mealTypeLabelKey, mealTypes } from '@/domain/planner/meal-types';
import { selectEntryActions } from '../store/selectors';
import { usePlanner } from '../store';

/** An entry's meal type, saved as soon as it is chosen; 'Non spécifié' for none (spec B §2, §3). */
export function MealTypeSelect({ entry, name, className }: { entry: MealEntry; name: string; className: string }) {
  const { t } = useTranslation();
  const { setMealType } = usePlanner(useShallow(selectEntryActions));
  return (
    <select
      aria-label={t('planner.entry.mealType', { recipe: name })}
      value={entry.mealType ?? ''}
      onChange={(event) => void setMealType(entry.id, isMealType(event.target.value) ? event.target.value : null)}
      className={className}
    >
      <option value="">{t('mealTypes.none')}</option>
      {mealTypes.map((mealType) => (
        <option key={mealType} value={mealType}>
          {t(mealTypeLabelKey(mealType))}
        </option>
      ))}
    </select>
  );
}
