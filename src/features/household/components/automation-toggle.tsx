import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { isGroceryAutomationOn, type Household } from '@/domain/household/household';
import { selectSettingsActions } from '../store/selectors';
import { useHousehold } from '../store';
import { SettingFeedback } from './setting-feedback';
import { useChosenValue } from '../hooks/use-chosen-value';
import { useSettingSave } from '../hooks/use-setting-save';

interface AutomationToggleProps {
  household: Household;
  canManage: boolean;
  /** The note saying why the switch is disabled, for those who do not manage the household. */
  describedBy?: string | undefined;
}

/**
 * Whether planned recipes go to the grocery list by themselves: a switch that flips at once,
 * saves, and flips back when the save fails (spec A §4).
 */
export function AutomationToggle({ household, canManage, describedBy }: AutomationToggleProps) {
  const { t } = useTranslation();
  const id = useId();
  const { setGroceryAutomation } = useHousehold(useShallow(selectSettingsActions));
  const { saved, error, run } = useSettingSave();
  const { value: on, choose, forget } = useChosenValue(isGroceryAutomationOn(household));
  // One save at a time: a second flip would race the first one's rollback.
  const [saving, setSaving] = useState(false);

  const toggle = async () => {
    if (saving) return;
    const next = !on;
    choose(next);
    setSaving(true);
    const outcome = await run(() => setGroceryAutomation(household.id, next), next ? 'household.settings.groceryAutomationOn' : 'household.settings.groceryAutomationOff');
    setSaving(false);
    if (!outcome.ok) forget();
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {t('household.settings.groceryAutomation')}
        </label>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={on}
          aria-busy={saving}
          aria-describedby={describedBy}
          disabled={!canManage}
          onClick={() => void toggle()}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <span aria-hidden="true" className={`relative h-6 w-11 rounded-full transition-colors ${on ? 'bg-brand-600' : 'bg-stone-300'}`}>
            <span className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : ''}`} />
          </span>
        </button>
      </div>
      <SettingFeedback saved={saved} error={error} />
    </div>
  );
}
