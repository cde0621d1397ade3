import { format } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDay } from '@/domain/planner/week';
import { parseCalendarDate } from '@/domain/shared/calendar-date';

// French is the product's language (spec B §2: dates displayed in French); English follows its own order.
const formats = {
  fr: { locale: fr, day: 'EEEE d MMMM', dayMonth: 'd MMMM' },
  en: { locale: enUS, day: 'EEEE, MMMM d', dayMonth: 'MMMM d' },
} as const;

export interface DayLabels {
  /** Weekday, day and month: 'lundi 23 novembre'. */
  day: (day: CalendarDay) => string;
  /** Day and month: '23 novembre', for 'Semaine du {date}'. */
  dayMonth: (day: CalendarDay) => string;
}

/** How the planner names its days, in the user's language. */
export function useDayLabels(): DayLabels {
  const { i18n } = useTranslation();
  const { locale, day, dayMonth } = i18n.resolvedLanguage === 'en' ? formats.en : formats.fr;
  return useMemo(() => {
    const label = (pattern: string) => (value: CalendarDay) => {
      const date = parseCalendarDate(value);
      return date ? format(date, pattern, { locale }) : value;
    };
    return { day: label(day), dayMonth: label(dayMonth) };
  }, [locale, day, dayMonth]);
}
