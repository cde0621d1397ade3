import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlannerWeek } from '@/domain/planner/week';
import { Button } from '@/ui/button';
import { useIsMobile } from '../hooks/use-is-mobile';
import { useDayLabels } from '../hooks/use-day-labels';

// The dialog, its store and the proposal's rules load on the first click: the week's own code
// is at its budget, and most visits never propose a week. It gets the week's day labels and
// placement from here: a module both used would become a file of its own, loaded with the week.
const ProposeWeekDialog = lazy(() => import('./propose-week-dialog').then((module) => ({ default: module.ProposeWeekDialog })));

/** 'Proposer ma semaine', for those who may plan: fills the week's empty lunches and dinners after showing them. */
export function ProposeWeekButton({ week }: { week: PlannerWeek }) {
  const { t } = useTranslation();
  const labels = useDayLabels();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('planner.propose.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ProposeWeekDialog week={week} dayLabel={labels.day} placement={isMobile ? 'bottom' : 'center'} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
