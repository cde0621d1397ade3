import { useTranslation } from 'react-i18next';
import { DAYS_PER_WEEK } from '@/domain/planner/week';

/**
 * The week's shape while its entries load, never 'Aucune recette planifiée' before the answer:
 * a column of day cards, or from `lg:` the grid's seven columns, so nothing jumps when it draws.
 */
export function WeekSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-4 lg:grid lg:grid-cols-7 lg:gap-1.5">
      <span className="sr-only">{t('planner.loadingWeek')}</span>
      {Array.from({ length: DAYS_PER_WEEK }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex animate-pulse flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 lg:min-h-64 lg:gap-2 lg:rounded-xl lg:p-1.5">
          <div className="h-5 w-40 rounded bg-stone-200 lg:h-9 lg:w-full" />
          <div className="h-12 rounded-xl bg-stone-100 lg:h-24" />
        </div>
      ))}
    </div>
  );
}
