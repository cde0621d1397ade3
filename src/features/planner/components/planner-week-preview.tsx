import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { mealTypeLabelKey } from '@/domain/planner/meal-types';
import { dayTiming, weekFrom } from '@/domain/planner/week';
import type { WeekPreview } from '@/domain/planner/week-preview';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { useDayLabels } from '../hooks/use-day-labels';
import { useLastShownWeek } from '../hooks/use-last-shown-week';
import { dayFrames } from './day-frames';
import { WeekHeader } from './week-header';

type PreviewDay = WeekPreview['days'][number];

/** A meal as it was drawn: its name opens the recipe, as on the live week; nothing else acts yet. */
function PreviewMeal({ meal }: { meal: PreviewDay['meals'][number] }) {
  const { t } = useTranslation();
  return (
    <li className="relative rounded-xl border border-stone-200 bg-white p-2 lg:rounded-lg lg:p-1.5">
      <div className="flex items-center gap-3 lg:flex-col lg:items-start lg:gap-1">
        <div aria-hidden="true" className="h-12 w-12 shrink-0 rounded-lg bg-stone-100 lg:h-7 lg:w-7 lg:rounded-md" />
        <div className="min-w-0 flex-1">
          {meal.recipeId ? (
            <Link to={`${paths.recipe.href(meal.recipeId)}?portions=${meal.portions}`} className="line-clamp-2 font-medium break-words text-stone-900 hover:text-brand-700 lg:text-sm lg:leading-tight">
              {meal.name}
            </Link>
          ) : (
            <span className="font-medium text-stone-700 lg:text-sm">{meal.name}</span>
          )}
          <p className="text-sm text-stone-600 lg:text-xs">
            {t(mealTypeLabelKey(meal.mealType))} · {t('planner.entry.portions', { value: meal.portions })}
          </p>
        </div>
      </div>
    </li>
  );
}

function PreviewDayCard({ day, today }: { day: PreviewDay; today: string }) {
  const { t } = useTranslation();
  const labels = useDayLabels();
  const headingId = useId();
  const timing = dayTiming(day.day, today);
  return (
    <section
      aria-labelledby={headingId}
      aria-current={timing === 'today' ? 'date' : undefined}
      className={`flex min-w-0 flex-col gap-3 rounded-2xl border p-4 shadow-sm lg:min-h-64 lg:gap-2 lg:rounded-xl lg:p-1.5 lg:shadow-none ${dayFrames[timing === 'future' ? 'open' : timing]}`}
    >
      <h2 id={headingId} className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-stone-900 lg:px-0.5 lg:text-sm lg:leading-tight">
        <time dateTime={day.day}>{labels.day(day.day)}</time>
        {timing === 'today' && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">{t('planner.today')}</span>}
      </h2>
      {day.meals.length === 0 ? (
        <p className="text-sm text-stone-600 lg:px-0.5 lg:text-xs">{t('planner.noEntries')}</p>
      ) : (
        <ul className="flex flex-col gap-2 lg:gap-1.5">
          {day.meals.map((meal) => (
            <PreviewMeal key={meal.id} meal={meal} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The week's days as this device last drew them, while the session and the live week are on
 * their way (README, "A screen before the session answers"): read-only and marked busy, in the
 * shape of the cards or, from 1024 px, the grid's seven columns.
 */
export function WeekDaysPreview({ preview }: { preview: WeekPreview }) {
  const today = toCalendarDate(new Date());
  return (
    <div data-preview aria-busy="true" className="flex flex-col gap-4 lg:grid lg:grid-cols-7 lg:gap-1.5">
      {preview.days.map((day) => (
        <PreviewDayCard key={day.day} day={day} today={today} />
      ))}
    </div>
  );
}

/** The planner's page as it last showed its week: the week's title, its days, the panel's place. */
function PlannerWeekPreview({ preview }: { preview: WeekPreview }) {
  const { t } = useTranslation();
  usePageTitle(t('planner.title'));
  return (
    <div className="flex flex-col gap-6 pb-10 md:flex-row md:pb-0 lg:gap-4">
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <WeekHeader week={weekFrom(preview.weekStart)} />
        <WeekDaysPreview preview={preview} />
      </div>
      <div className="hidden shrink-0 md:block md:w-80 lg:w-60 xl:w-64">
        <Spinner />
      </div>
    </div>
  );
}

/** /meal-entries while the session loads: the week this device last showed, or the spinner. */
export function PlannerHeadStart() {
  const preview = useLastShownWeek(null);
  return preview ? <PlannerWeekPreview preview={preview} /> : <Spinner />;
}
