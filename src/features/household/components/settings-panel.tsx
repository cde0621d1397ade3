import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Household } from '@/domain/household/household';
import { AutomationToggle } from './automation-toggle';
import { HouseholdDetailsForm } from './household-details-form';
import { WeekStartField } from './week-start-field';

export interface SettingsPanelProps {
  household: Household;
  /** Owners on /organization, admins on /admin/organizations/{id}; the others see it all disabled. */
  canManage: boolean;
}

/** The household's settings (spec A §2): name and size, the week's first day, grocery automation. */
export function SettingsPanel({ household, canManage }: SettingsPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const noteId = useId();
  const describedBy = canManage ? undefined : noteId;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {t('household.settings.title')}
      </h2>
      <HouseholdDetailsForm household={household} canManage={canManage} />
      <div className="grid grid-cols-1 gap-4 border-t border-stone-200 pt-4 md:grid-cols-2">
        <WeekStartField household={household} canManage={canManage} describedBy={describedBy} />
        <AutomationToggle household={household} canManage={canManage} describedBy={describedBy} />
      </div>
      {!canManage && (
        <p id={noteId} className="text-sm text-stone-600">
          {t('household.settings.ownersOnly')}
        </p>
      )}
    </section>
  );
}
