import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlannerWeek } from '@/domain/planner/week';
import { useDayLabels } from '../hooks/use-day-labels';

const arrow = 'flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-white text-2xl text-stone-800 hover:bg-stone-50 disabled:cursor-wait focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

interface WeekHeaderProps {
  week: PlannerWeek;
  /** Absent while the week is only a preview: its arrows wait, disabled, rather than swallow a tap. */
  onShift?: (direction: -1 | 1) => void;
  /** What acts on the whole week, under its title ('Proposer ma semaine', 'Ajouter la semaine'). */
  actions?: ReactNode;
}

/** 'Semaine du {date}' between the arrows that move by one week (spec B §2). */
export function WeekHeader({ week, onShift, actions }: WeekHeaderProps) {
  const { t } = useTranslation();
  const labels = useDayLabels();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <button type="button" className={arrow} disabled={!onShift} onClick={() => onShift?.(-1)} aria-label={t('planner.previousWeek')}>
          <span aria-hidden="true">‹</span>
        </button>
        <h1 className="text-center text-2xl font-bold text-stone-900 md:text-3xl">{t('planner.weekOf', { date: labels.dayMonth(week.start) })}</h1>
        <button type="button" className={arrow} disabled={!onShift} onClick={() => onShift?.(1)} aria-label={t('planner.nextWeek')}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* Shown once it holds a button: an action with nothing to do leaves no empty row to push the days down. */}
      {actions && <div className="hidden flex-wrap justify-center gap-3 has-[button]:flex">{actions}</div>}
    </div>
  );
}
