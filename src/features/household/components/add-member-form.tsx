import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useShallow } from 'zustand/react/shallow';
import { addMemberRequestSchema } from '@/domain/api/households';
import { assignableRoles, roleLabelKey } from '@/domain/household/roles';
import type { LocaleKey } from '@/locales/locale-key';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { Form } from '@/ui/form/form';
import type { FormMethods } from '@/ui/form/use-schema-form';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { useFieldError } from '@/ui/form/use-field-error';
import { useHousehold, type HouseholdStore } from '../store';

/** What the owner types: the address and the role, checked as the service checks them. */
const addMemberFormSchema = addMemberRequestSchema.pick({ email: true, role: true });

type AddMemberFormMethods = FormMethods<typeof addMemberFormSchema>;
type AddMemberFormValues = z.output<typeof addMemberFormSchema>;

type Feedback = { kind: 'sent'; email: string } | { kind: 'mailFailed' } | { kind: 'refused'; error: LocaleKey };

const selectAddMember = (state: HouseholdStore) => ({ addMember: state.addMember });

/**
 * Adds an existing account by e-mail, with a role (member unless chosen), and has its invitation
 * mailed (spec A §8). The typed address stays after a refusal, to be corrected, and clears once added.
 */
export function AddMemberForm({ householdId }: { householdId: string }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { addMember } = useHousehold(useShallow(selectAddMember));
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const add = async ({ email, role }: AddMemberFormValues, form: AddMemberFormMethods) => {
    setFeedback(null);
    const outcome = await addMember(householdId, { email, role });
    if (!outcome.ok) return setFeedback({ kind: 'refused', error: outcome.error });
    setFeedback(outcome.emailSent ? { kind: 'sent', email } : { kind: 'mailFailed' });
    form.resetField('email');
  };

  return (
    <Form
      schema={addMemberFormSchema}
      options={{ defaultValues: { email: '', role: 'member' } }}
      onSubmit={add}
      className="flex flex-col gap-3 border-t border-stone-200 pt-4"
    >
      {({ register, formState }) => (
        <>
          <div className="flex flex-col gap-3 md:flex-row md:items-start">
            <TextField
              className="flex-1"
              label={t('household.members.addEmail')}
              type="email"
              autoComplete="off"
              registration={register('email')}
              error={fieldError(formState.errors.email)}
            />
            <SelectField className="md:w-48" label={t('household.members.addRole')} registration={register('role')}>
              {assignableRoles.map((role) => (
                <option key={role} value={role}>
                  {t(roleLabelKey(role))}
                </option>
              ))}
            </SelectField>
          </div>
          <Button type="submit" className="min-h-11 self-start" busy={formState.isSubmitting} busyLabel={t('household.members.adding')}>
            {t('household.members.add')}
          </Button>
          {feedback?.kind === 'refused' && <ErrorBox>{t(feedback.error)}</ErrorBox>}
          <p role="status" className={`min-h-5 text-sm font-medium ${feedback?.kind === 'mailFailed' ? 'text-amber-800' : 'text-green-700'}`}>
            {feedback?.kind === 'sent' && t('household.members.added', { email: feedback.email })}
            {feedback?.kind === 'mailFailed' && t('household.members.emailNotSent')}
          </p>
        </>
      )}
    </Form>
  );
}
