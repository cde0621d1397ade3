import { useTranslation } from 'react-i18next';
import { isPastDay, isToday, type CalendarDay } from '@/domain/planner/week';
import { parseCalendarDate, toCalendarDate } from '@/domain/shared/calendar-date';
import { Dialog } from '@/ui/dialog';
import { useIsMobile } from '../hooks/use-is-mobile';

/**
 * The date step of the mobile add flow (spec B §4): a day is required, there is no skip. The
 * caller offers no past day; one given anyway is shown disabled, as past days are read-only.
 */
export function DayPickerDialog({ days, onPick, onClose }: { days: CalendarDay[]; onPick: (day: CalendarDay) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobile();
  const today = toCalendarDate(new Date());
  // 'lundi 23 novembre' in French (spec B §2: dates displayed in French).
  const dayLabel = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR', { weekday: 'long', day: 'numeric', month: 'long' });

  return (
    <Dialog
      title={t('plannerPicker.days.title')}
      onClose={onClose}
      closeLabel={t('plannerPicker.days.close')}
      placement={isMobile ? 'bottom' : 'center'}
      panelClassName="max-w-md max-h-[85vh]"
    >
      <ul className="-mx-2 min-h-0 flex-1 overflow-y-auto">
        {days.map((day) => {
          const date = parseCalendarDate(day);
          return (
            <li key={day}>
              <button
                type="button"
                disabled={isPastDay(day, today)}
                aria-current={isToday(day, today) ? 'date' : undefined}
                onClick={() => onPick(day)}
                className={`flex min-h-12 w-full items-center rounded-lg px-3 text-left hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent ${
                  isToday(day, today) ? 'font-semibold text-brand-700' : 'text-stone-800'
                }`}
              >
                {date ? dayLabel.format(date) : day}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
