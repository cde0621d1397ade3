import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { passwordResetFormSchema, type PasswordResetForm } from '@/domain/accounts/login-form';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { TextField } from '@/ui/form/text-field';
import { useFieldError } from '@/ui/form/use-field-error';
import { useSession } from '../store';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const sendPasswordReset = useSession((state) => state.sendPasswordReset);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState } = useForm<PasswordResetForm>({ resolver: zodResolver(passwordResetFormSchema) });

  const onSubmit = async ({ email }: PasswordResetForm) => {
    setFailed(false);
    try {
      await sendPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      // An unknown address gets the same confirmation: the screen must not reveal who has an account.
      if (error && typeof error === 'object' && 'code' in error && error.code === 'auth/user-not-found') setSentTo(email);
      else setFailed(true);
    }
  };

  const backToLogin = (
    <Link to={paths.login.href()} className="mt-6 inline-block font-medium text-brand-700 hover:underline">
      {t('auth.backToLogin')}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title={t('forgotPassword.successTitle')}>
        <p role="status" className="text-stone-700">
          {t('forgotPassword.successBody', { email: sentTo })}
        </p>
        {backToLogin}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      {failed && <ErrorBox>{t('forgotPassword.error')}</ErrorBox>}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 flex flex-col gap-4">
        <TextField label={t('auth.email')} type="email" autoComplete="email" registration={register('email')} error={fieldError(formState.errors.email)} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
        </Button>
      </form>
      {backToLogin}
    </AuthCard>
  );
}
