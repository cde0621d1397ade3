import { useTranslation } from 'react-i18next';
import {
  costLabelKey,
  costs,
  dietaryRestrictionLabelKey,
  dietaryRestrictions,
  difficulties,
  difficultyLabelKey,
  dishTypeLabelKey,
  dishTypes,
  type DietaryRestriction,
} from '@/domain/recipes/classification';
import type { DiscoveryFilters } from '@/domain/recipes/discovery-filters';
import { Chip } from '@/ui/chip';
import { SelectField } from '@/ui/form/select-field';
import { toggleValue } from '@/ui/toggle-value';

interface ClassificationControlsProps {
  value: DiscoveryFilters;
  onChange: (value: DiscoveryFilters) => void;
  /** Filters offer an 'all' choice of difficulty and cost. */
  allowAll?: boolean;
  /** The diets offered: all of them but where a screen filters on fewer (the planner). */
  diets?: readonly DietaryRestriction[];
}

/**
 * Dish types and diets as chips, difficulty and cost as selects: how a recipe is classified
 * in the form, and how discovery and the planner filter (there with an 'all' choice).
 */
export function ClassificationControls({ value, onChange, allowAll = false, diets = dietaryRestrictions }: ClassificationControlsProps) {
  const { t } = useTranslation();
  const labelClass = 'text-sm font-semibold text-stone-800';
  const allOption = allowAll && <option value="all">{t('discovery.filters.all')}</option>;

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className={`mb-2 ${labelClass}`}>{t('discovery.filters.dishTypes')}</legend>
        {dishTypes.map((dishType) => (
          <Chip key={dishType} label={t(dishTypeLabelKey(dishType))} selected={value.dishTypes.includes(dishType)} onClick={() => onChange({ ...value, dishTypes: toggleValue(value.dishTypes, dishType) })} />
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className={`mb-2 ${labelClass}`}>{t('discovery.filters.diets')}</legend>
        {diets.map((diet) => (
          <Chip
            key={diet}
            label={t(dietaryRestrictionLabelKey(diet))}
            selected={value.dietaryRestrictions.includes(diet)}
            onClick={() => onChange({ ...value, dietaryRestrictions: toggleValue(value.dietaryRestrictions, diet) })}
          />
        ))}
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label={t('discovery.filters.difficulty')}
          value={value.difficulty}
          onChange={(event) => onChange({ ...value, difficulty: event.target.value as DiscoveryFilters['difficulty'] })}
        >
          {allOption}
          {difficulties.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {t(difficultyLabelKey(difficulty))}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('discovery.filters.cost')} value={value.cost} onChange={(event) => onChange({ ...value, cost: event.target.value as DiscoveryFilters['cost'] })}>
          {allOption}
          {costs.map((cost) => (
            <option key={cost} value={cost}>
              {t(costLabelKey(cost))}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
