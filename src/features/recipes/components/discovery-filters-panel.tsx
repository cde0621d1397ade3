import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { costLabelKey, costs, dietaryRestrictionLabelKey, dietaryRestrictions, difficulties, difficultyLabelKey, dishTypeLabelKey, dishTypes } from '@/domain/recipes/classification';
import { defaultDiscoveryFilters, hasActiveFilters, type DiscoveryFilters } from '@/domain/recipes/discovery-filters';
import { Chip } from '@/ui/chip';
import { toggleValue } from '@/ui/toggle-value';

export function DiscoveryFiltersPanel({ filters, onChange }: { filters: DiscoveryFilters; onChange: (filters: DiscoveryFilters) => void }) {
  const { t } = useTranslation();
  const difficultyId = useId();
  const costId = useId();
  const selectClass = 'rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm';

  return (
    <section aria-label={t('discovery.filters.title')} className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t('discovery.filters.dishTypes')}</legend>
        {dishTypes.map((dishType) => (
          <Chip key={dishType} label={t(dishTypeLabelKey(dishType))} selected={filters.dishTypes.includes(dishType)} onClick={() => onChange({ ...filters, dishTypes: toggleValue(filters.dishTypes, dishType) })} />
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t('discovery.filters.diets')}</legend>
        {dietaryRestrictions.map((diet) => (
          <Chip
            key={diet}
            label={t(dietaryRestrictionLabelKey(diet))}
            selected={filters.dietaryRestrictions.includes(diet)}
            onClick={() => onChange({ ...filters, dietaryRestrictions: toggleValue(filters.dietaryRestrictions, diet) })}
          />
        ))}
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={difficultyId} className="text-sm font-semibold text-stone-800">
            {t('discovery.filters.difficulty')}
          </label>
          <select id={difficultyId} className={selectClass} value={filters.difficulty} onChange={(event) => onChange({ ...filters, difficulty: event.target.value as DiscoveryFilters['difficulty'] })}>
            <option value="all">{t('discovery.filters.all')}</option>
            {difficulties.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {t(difficultyLabelKey(difficulty))}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={costId} className="text-sm font-semibold text-stone-800">
            {t('discovery.filters.cost')}
          </label>
          <select id={costId} className={selectClass} value={filters.cost} onChange={(event) => onChange({ ...filters, cost: event.target.value as DiscoveryFilters['cost'] })}>
            <option value="all">{t('discovery.filters.all')}</option>
            {costs.map((cost) => (
              <option key={cost} value={cost}>
                {t(costLabelKey(cost))}
              </option>
            ))}
          </select>
        </div>
        {hasActiveFilters(filters) && (
          <button type="button" onClick={() => onChange(defaultDiscoveryFilters)} className="ml-auto text-sm font-medium text-emerald-700 hover:underline">
            {t('discovery.filters.reset')}
          </button>
        )}
      </div>
    </section>
  );
}
