import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { isSystemTag } from '@/domain/cookbook/default-cookbook-tags';
import { isPlannerDietaryFlag, plannerDietaryFlags, prepTimeBuckets, type PlannerFilters } from '@/domain/planner/planner-filters';
import { selectTags, useCookbook } from '@/features/cookbook';
import { ClassificationControls } from '@/features/recipes';
import { Chip } from '@/ui/chip';
import { SelectField } from '@/ui/form/select-field';
import { toggleValue } from '@/ui/toggle-value';
import { selectFilterActions, selectFilters } from '../store/selectors';
import { usePlanner } from '../store';

const legendClass = 'mb-2 text-sm font-semibold text-stone-800';

/** Every planner filter of spec B §5 but the name search, which stays above the grid; they combine with AND. */
export function PlannerFiltersPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const filters = usePlanner(selectFilters);
  const { setFilters, resetFilters } = usePlanner(useShallow(selectFilterActions));
  const allTags = useCookbook(selectTags);
  // As the cookbook lists them: the household's own tags by name, the system tag last.
  const tags = useMemo(() => Object.values(allTags).sort((a, b) => Number(isSystemTag(a)) - Number(isSystemTag(b)) || a.name.localeCompare(b.name, 'fr')), [allTags]);

  return (
    <section id={id} aria-label={t('discovery.filters.title')} className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-stone-50 p-3">
      <ClassificationControls
        allowAll
        diets={plannerDietaryFlags}
        value={{ dishTypes: [...filters.dishTypes], dietaryRestrictions: [...filters.dietaryFlags], difficulty: filters.difficulty, cost: filters.cost }}
        onChange={({ dishTypes, dietaryRestrictions, difficulty, cost }) =>
          setFilters({ dishTypes, dietaryFlags: dietaryRestrictions.filter(isPlannerDietaryFlag), difficulty, cost })
        }
      />

      <SelectField
        label={t('plannerPicker.filters.prepTime')}
        value={filters.prepTime}
        onChange={(event) => setFilters({ prepTime: event.target.value as PlannerFilters['prepTime'] })}
      >
        <option value="all">{t('plannerPicker.filters.prepTimes.all')}</option>
        {prepTimeBuckets.map((bucket) => (
          <option key={bucket} value={bucket}>
            {t(`plannerPicker.filters.prepTimes.${bucket}`)}
          </option>
        ))}
      </SelectField>

      {tags.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className={legendClass}>{t('cookbook.tags')}</legend>
          <div className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <Chip key={tag.id} label={tag.name} selected={filters.tagIds.includes(tag.id)} onClick={() => setFilters({ tagIds: toggleValue(filters.tagIds, tag.id) })} />
            ))}
          </div>
          {/* OR and AND only differ once a tag is picked. */}
          {filters.tagIds.length > 0 && (
            <div role="radiogroup" aria-label={t('cookbook.filterType')} className="flex self-start rounded-lg bg-stone-200 p-1">
              {(['OR', 'AND'] as const).map((type) => (
                <button
                  key={type}
                  type="button"
                  role="radio"
                  aria-checked={filters.tagFilterType === type}
                  onClick={() => setFilters({ tagFilterType: type })}
                  className={`rounded-md px-3 py-1 text-sm ${filters.tagFilterType === type ? 'bg-white font-semibold text-stone-900 shadow-sm' : 'text-stone-700'}`}
                >
                  {type === 'OR' ? t('cookbook.filterOr') : t('cookbook.filterAnd')}
                </button>
              ))}
            </div>
          )}
        </fieldset>
      )}

      <button type="button" onClick={resetFilters} className="self-end text-sm font-medium text-brand-700 hover:underline">
        {t('plannerPicker.filters.reset')}
      </button>
    </section>
  );
}
