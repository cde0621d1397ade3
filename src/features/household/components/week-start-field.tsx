import type { Day } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { Household } from '@/domain/household/household';
import { SelectField } from '@/ui/form/select-field';
import { selectSettingsActions } from '../store/selectors';
import { useHousehold } from '../store';
import { SettingFeedback } from './setting-feedback';
import { useChosenValue } from '../hooks/use-chosen-value';
import { useSettingSave } from '../hooks/use-setting-save';

/** Monday first, as French weeks go; the values are Date#getDay's (0 is Sunday). */
const weekOrder: readonly Day[] = [1, 2, 3, 4, 5, 6, 0];

/** The weekdays' names in the user's language, capitalised as a list's entries are: 'Lundi'. */
function useWeekdays() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  return useMemo(() => {
    const locale = language === 'en' ? enUS : fr;
    return weekOrder.map((day) => {
      const name = locale.localize.day(day, { width: 'wide' });
      return { day, name: name.charAt(0).toLocaleUpperCase(language) + name.slice(1) };
    });
  }, [language]);
}

interface WeekStartFieldProps {
  household: Household;
  canManage: boolean;
  /** The note saying why the field is disabled, for those who do not manage the household. */
  describedBy?: string | undefined;
}

/** The planner's first day of the week, saved as soon as it is chosen; unset means today (spec B §2). */
export function WeekStartField({ household, canManage, describedBy }: WeekStartFieldProps) {
  const { t } = useTranslation();
  const weekdays = useWeekdays();
  const { setWeekStartDay } = useHousehold(useShallow(selectSettingsActions));
  const { saved, error, run } = useSettingSave();
  const { value, choose, forget } = useChosenValue(household.weekStartDay);

  const change = async (selected: string) => {
    const day = weekdays.find((weekday) => String(weekday.day) === selected)?.day ?? null;
    choose(day);
    const outcome = await run(() => setWeekStartDay(household.id, day), 'household.settings.weekStartSaved');
    if (!outcome.ok) forget();
  };

  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={t('household.settings.weekStartDay')}
        value={value === null ? '' : String(value)}
        disabled={!canManage}
        aria-describedby={describedBy}
        onChange={(event) => void change(event.target.value)}
      >
        <option value="">{t('household.settings.weekStartToday')}</option>
        {weekdays.map(({ day, name }) => (
          <option key={day} value={day}>
            {name}
          </option>
        ))}
      </SelectField>
      <SettingFeedback saved={saved} error={error} />
    </div>
  );
}
