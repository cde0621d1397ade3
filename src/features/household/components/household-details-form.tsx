import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { MAX_HOUSEHOLD_SIZE, MIN_HOUSEHOLD_SIZE } from '@/domain/accounts/account-limits';
import { householdDetailsSchema } from '@/domain/household/household-settings';
import type { Household } from '@/domain/household/household';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { NumberField } from '@/ui/form/number-field';
import { TextField } from '@/ui/form/text-field';
import { useFieldError } from '@/ui/form/use-field-error';
import { selectSettingsActions } from '../store/selectors';
import { useHousehold } from '../store';
import { SettingFeedback } from './setting-feedback';
import { useSettingSave } from '../hooks/use-setting-save';

interface HouseholdDetailsFormProps {
  household: Household;
  canManage: boolean;
}

/** The household's name and number of persons (spec A §2, §5), editable by those who manage it. */
export function HouseholdDetailsForm({ household, canManage }: HouseholdDetailsFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { saveHouseholdDetails } = useHousehold(useShallow(selectSettingsActions));
  const { saved, error, run } = useSettingSave();
  const nameHintId = useId();
  const sizeHintId = useId();
  const { id, name, numberOfPersons } = household;
  // The live values: a change made elsewhere shows in the fields the user has not touched
  // (keepDirtyValues), and never replaces what they are typing.
  const values = useMemo(() => ({ name, numberOfPersons }), [name, numberOfPersons]);

  const hint = (hintId: string, text: string) =>
    canManage ? undefined : (
      <p id={hintId} className="text-sm text-stone-600">
        {text}
      </p>
    );

  return (
    <Form
      schema={householdDetailsSchema}
      options={{ values, resetOptions: { keepDirtyValues: true } }}
      onSubmit={async (details, form) => {
        const outcome = await run(() => saveHouseholdDetails(id, details), 'household.settings.saved');
        // What was saved is the form's new starting point: the fields are no longer "touched"
        // (without keepDirtyValues, which reset would otherwise take from the options).
        if (outcome.ok) form.reset(details, { keepDirtyValues: false });
      }}
      className="grid grid-cols-1 gap-4 md:grid-cols-2"
    >
      {({ register, formState }) => (
        <>
          <TextField
            label={t('household.settings.name')}
            autoComplete="organization"
            aria-describedby={canManage ? undefined : nameHintId}
            registration={register('name', { disabled: !canManage })}
            error={fieldError(formState.errors.name)}
            hint={hint(nameHintId, t('household.settings.nameOwnersOnly'))}
          />
          <NumberField
            label={t('household.settings.numberOfPersons')}
            inputMode="numeric"
            min={MIN_HOUSEHOLD_SIZE}
            max={MAX_HOUSEHOLD_SIZE}
            step={1}
            aria-describedby={canManage ? undefined : sizeHintId}
            registration={register('numberOfPersons', { valueAsNumber: true, disabled: !canManage })}
            // One message for the whole range, as the settings panel words it.
            error={formState.errors.numberOfPersons ? t('household.settings.errors.sizeRange') : undefined}
            hint={hint(sizeHintId, t('household.settings.sizeOwnersOnly'))}
          />
          {canManage && (
            <div className="flex flex-col gap-2 md:col-span-2">
              <Button type="submit" className="min-h-11 self-start" busy={formState.isSubmitting} busyLabel={t('household.settings.saving')}>
                {t('household.settings.save')}
              </Button>
              <SettingFeedback saved={saved} error={error} />
            </div>
          )}
        </>
      )}
    </Form>
  );
}
