import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { SUCCESS_FLASH_MS } from '@/domain/planner/add-to-plan';
import { mealTypeLabelKey, mealTypes, type MealType } from '@/domain/planner/meal-types';
import { addToPlanDays, isPastDay, plannerWeek, type CalendarDay } from '@/domain/planner/week';
import type { Recipe } from '@/domain/recipes/recipe';
import { parseCalendarDate, toCalendarDate } from '@/domain/shared/calendar-date';
import { selectPlannerSettings, useHousehold } from '@/features/household';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ErrorBox } from '@/ui/error-box';
import { selectAddEntry } from '../store/selectors';
import { usePlanner } from '../store';

type Phase = 'choosing' | 'adding' | 'added';

const choiceClass = (selected: boolean) =>
  `min-h-11 rounded-lg border px-2 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-stone-50 disabled:text-stone-400 ${
    selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-300 bg-white text-stone-800 hover:border-brand-500'
  }`;

/**
 * Puts a recipe on one of the 14 days from the start of this week (spec B §2, §9), with a meal
 * type or, skipped, none. A public recipe of another household also joins the cookbook: the
 * store's addEntry does it in the same transaction.
 */
export function AddToPlanDialog({ recipe, onClose }: { recipe: Recipe; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { weekStartDay } = useHousehold(useShallow(selectPlannerSettings));
  const addEntry = usePlanner(selectAddEntry);
  const [date, setDate] = useState<CalendarDay | null>(null);
  const [mealType, setMealType] = useState<MealType | null>(null);
  const [phase, setPhase] = useState<Phase>('choosing');
  const [error, setError] = useState<'addToPlan.selectDate' | 'addToPlan.failed' | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Closed early (Escape, backdrop) during the flash: nothing left to close.
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const today = toCalendarDate(new Date());
  const days = addToPlanDays(plannerWeek(today, weekStartDay, today));
  const dayLabel = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR', { weekday: 'short', day: 'numeric', month: 'short' });

  const add = async (withMealType: MealType | null) => {
    if (!date) return setError('addToPlan.selectDate');
    setError(null);
    setPhase('adding');
    const outcome = await addEntry({ recipe, date, mealType: withMealType });
    if (!outcome.ok) {
      setError('addToPlan.failed');
      return setPhase('choosing');
    }
    setPhase('added');
    closeTimer.current = setTimeout(() => {
      setDate(null);
      onClose();
    }, SUCCESS_FLASH_MS);
  };

  const busy = phase !== 'choosing';

  return (
    <Dialog title={t('addToPlan.title')} onClose={onClose} closeLabel={t('addToPlan.close')} panelClassName="max-w-lg max-h-full overflow-y-auto">
      <p className="-mt-2 mb-4 font-medium text-stone-700">{recipe.name}</p>

      <fieldset className="mb-4">
        <legend className="mb-2 text-sm font-semibold text-stone-700">{t('addToPlan.day')}</legend>
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
          {days.map((day) => (
            <button
              key={day}
              type="button"
              aria-pressed={date === day}
              aria-current={day === today ? 'date' : undefined}
              disabled={busy || isPastDay(day, today)}
              onClick={() => {
                setDate(day);
                setError(null);
              }}
              className={`${choiceClass(date === day)} ${day === today && date !== day ? 'ring-2 ring-brand-500' : ''}`}
            >
              {dayLabel.format(parseCalendarDate(day) ?? new Date())}
            </button>
          ))}
        </div>
      </fieldset>

      <fieldset className="mb-4">
        <legend className="mb-2 text-sm font-semibold text-stone-700">{t('addToPlan.mealType')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {mealTypes.map((type) => (
            <button key={type} type="button" aria-pressed={mealType === type} disabled={busy} onClick={() => setMealType(mealType === type ? null : type)} className={choiceClass(mealType === type)}>
              {t(mealTypeLabelKey(type))}
            </button>
          ))}
        </div>
      </fieldset>

      {error && (
        <div className="mb-4">
          <ErrorBox>{t(error)}</ErrorBox>
        </div>
      )}
      {/* Present from the start so that assistive technology announces the flash when it fills. */}
      <p role="status" className={phase === 'added' ? 'mb-4 rounded-lg border border-brand-300 bg-brand-50 px-4 py-3 font-medium text-brand-800' : 'sr-only'}>
        {phase === 'added' && t('addToPlan.added')}
      </p>

      <div className="flex justify-end gap-2">
        <Button variant="secondary" className="min-h-11" disabled={busy} onClick={() => void add(null)}>
          {t('addToPlan.skip')}
        </Button>
        <Button className="min-h-11" disabled={busy} onClick={() => void add(mealType)}>
          {t('addToPlan.add')}
        </Button>
      </div>
    </Dialog>
  );
}
