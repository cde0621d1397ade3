import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import { passwordResetFormSchema, type PasswordResetForm } from '@/domain/accounts/login-form';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { Form } from '@/ui/form/form';
import { TextField } from '@/ui/form/text-field';
import { useFieldError } from '@/ui/form/use-field-error';
import { selectSessionActions, useSession } from '../store';
import { AccountCard } from './account-card';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { sendPasswordReset } = useSession(useShallow(selectSessionActions));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<'forgotPassword.error' | null>(null);

  const onSubmit = async ({ email }: PasswordResetForm) => {
    setError(null);
    const outcome = await sendPasswordReset(email);
    if (outcome.ok) setSentTo(email);
    else setError(outcome.error);
  };

  const backToLogin = (
    <Link to={paths.login.href()} className="mt-6 inline-block font-medium text-brand-700 hover:underline">
      {t('accounts.backToLogin')}
    </Link>
  );

  if (sentTo) {
    return (
      <AccountCard title={t('forgotPassword.successTitle')}>
        <p role="status" className="text-stone-700">
          {t('forgotPassword.successBody', { email: sentTo })}
        </p>
        {backToLogin}
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      {error && <ErrorBox>{t(error)}</ErrorBox>}
      <Form schema={passwordResetFormSchema} onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        {({ register, formState }) => (
          <>
            <TextField label={t('accounts.email')} type="email" autoComplete="email" registration={register('email')} error={fieldError(formState.errors.email)} />
            <Button type="submit" busy={formState.isSubmitting} busyLabel={t('forgotPassword.submitting')}>
              {t('forgotPassword.submit')}
            </Button>
          </>
        )}
      </Form>
      {backToLogin}
    </AccountCard>
  );
}
