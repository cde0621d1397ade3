import { useTranslation } from 'react-i18next';
import { defaultDiscoveryFilters, hasActiveFilters, type DiscoveryFilters } from '@/domain/recipes/discovery-filters';
import { ClassificationControls } from './classification-controls';

export function DiscoveryFiltersPanel({ filters, onChange }: { filters: DiscoveryFilters; onChange: (filters: DiscoveryFilters) => void }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('discovery.filters.title')} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <ClassificationControls value={filters} onChange={onChange} allowAll />
      {hasActiveFilters(filters) && (
        <button type="button" onClick={() => onChange(defaultDiscoveryFilters)} className="self-end text-sm font-medium text-brand-700 hover:underline">
          {t('discovery.filters.reset')}
        </button>
      )}
    </section>
  );
}
