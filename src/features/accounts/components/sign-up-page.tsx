import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import { DEFAULT_HOUSEHOLD_SIZE, MAX_HOUSEHOLD_SIZE, MIN_HOUSEHOLD_SIZE } from '@/domain/accounts/account-limits';
import { signUpHouseholdName } from '@/domain/accounts/default-household-name';
import { signUpPayloadSchema, type SignUpPayload } from '@/domain/accounts/sign-up-payload';
import type { LocaleKey } from '@/locales/locale-key';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { Form } from '@/ui/form/form';
import type { FormMethods } from '@/ui/form/use-schema-form';
import { NumberField } from '@/ui/form/number-field';
import { TextField } from '@/ui/form/text-field';
import { useFieldError } from '@/ui/form/use-field-error';
import { selectSessionActions, useSession } from '../store';
import { AccountCard } from './account-card';

type SignUpForm = FormMethods<typeof signUpPayloadSchema>;

const defaultValues = { firstName: '', lastName: '', email: '', password: '', organizationName: '', numberOfPersons: DEFAULT_HOUSEHOLD_SIZE };

/**
 * The household name follows the person's name until they type in it themselves. Told by their
 * own typing, not by the form's dirty state, which a last name typed and erased had set for good.
 */
function proposeHouseholdName({ formState, getValues, setValue }: SignUpForm, nameTyped: boolean) {
  if (nameTyped) return;
  const { firstName, lastName } = getValues();
  setValue('organizationName', signUpHouseholdName(firstName, lastName), { shouldValidate: formState.isSubmitted, shouldDirty: false });
}

export function SignUpPage() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { signUp } = useSession(useShallow(selectSessionActions));
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [serverError, setServerError] = useState<LocaleKey | null>(null);
  const householdNameTyped = useRef(false);

  const onSubmit = async (payload: SignUpPayload) => {
    setServerError(null);
    const outcome = await signUp(payload);
    if (outcome.ok) setRegisteredEmail(payload.email);
    else setServerError(outcome.error);
  };

  if (registeredEmail) {
    return (
      <AccountCard title={t('signup.successTitle')}>
        <p className="text-stone-700">{t('signup.successBody', { email: registeredEmail })}</p>
        <Link to={paths.login.href()} className="mt-6 inline-block font-medium text-brand-700 hover:underline">
          {t('accounts.backToLogin')}
        </Link>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      {serverError && (
        <ErrorBox>
          <p className="font-semibold">{t('signup.errorHeading')}</p>
          <p>{t(serverError)}</p>
        </ErrorBox>
      )}
      <Form schema={signUpPayloadSchema} options={{ defaultValues }} onSubmit={onSubmit} className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {(form) => {
          const { register, formState } = form;
          return (
            <>
              <TextField
                label={t('signup.firstName')}
                autoComplete="given-name"
                registration={register('firstName', { onChange: () => proposeHouseholdName(form, householdNameTyped.current) })}
                error={fieldError(formState.errors.firstName)}
              />
              <TextField
                label={t('signup.lastName')}
                autoComplete="family-name"
                registration={register('lastName', { onChange: () => proposeHouseholdName(form, householdNameTyped.current) })}
                error={fieldError(formState.errors.lastName)}
              />
              <TextField
                className="sm:col-span-2"
                label={t('accounts.email')}
                type="email"
                autoComplete="email"
                registration={register('email')}
                error={fieldError(formState.errors.email)}
              />
              <TextField
                className="sm:col-span-2"
                label={t('accounts.password')}
                type="password"
                autoComplete="new-password"
                registration={register('password')}
                error={fieldError(formState.errors.password)}
              />
              <TextField
                label={t('signup.householdName')}
                registration={register('organizationName', {
                  onChange: () => {
                    householdNameTyped.current = true;
                  },
                })}
                error={fieldError(formState.errors.organizationName)}
              />
              <NumberField
                label={t('signup.numberOfPersons')}
                inputMode="numeric"
                min={MIN_HOUSEHOLD_SIZE}
                max={MAX_HOUSEHOLD_SIZE}
                registration={register('numberOfPersons', { valueAsNumber: true })}
                error={fieldError(formState.errors.numberOfPersons)}
              />
              <Button type="submit" className="sm:col-span-2" busy={formState.isSubmitting} busyLabel={t('signup.submitting')}>
                {t('signup.submit')}
              </Button>
            </>
          );
        }}
      </Form>
      <p className="mt-6 text-center text-sm text-stone-600">
        {t('signup.haveAccount')}{' '}
        <Link to={paths.login.href()} className="font-medium text-brand-700 hover:underline">
          {t('signup.loginLink')}
        </Link>
      </p>
    </AccountCard>
  );
}
