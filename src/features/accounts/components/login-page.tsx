import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import { loginFormSchema } from '@/domain/accounts/login-form';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { Form } from '@/ui/form/form';
import { TextField } from '@/ui/form/text-field';
import { useFieldError } from '@/ui/form/use-field-error';
import { selectIsLoading, selectSessionActions, selectSessionError, useSession } from '../store';
import { AccountCard } from './account-card';
import { GoogleSignInButton } from './google-sign-in-button';

export function LoginPage() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const error = useSession(selectSessionError);
  const loading = useSession(selectIsLoading);
  const { signIn } = useSession(useShallow(selectSessionActions));

  return (
    <AccountCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {error === 'session.errors.noHousehold' ? (
        <ErrorBox>
          <p className="font-semibold">{t('login.setupIncompleteTitle')}</p>
          <p>{t('login.setupIncompleteState')}</p>
        </ErrorBox>
      ) : (
        error && <ErrorBox>{t(error)}</ErrorBox>
      )}
      <Form schema={loginFormSchema} onSubmit={({ email, password }) => signIn(email, password)} className="mt-4 flex flex-col gap-4">
        {({ register, formState }) => {
          const busy = formState.isSubmitting || (loading && formState.isSubmitSuccessful);
          return (
            <>
              <TextField label={t('accounts.email')} type="email" autoComplete="email" registration={register('email')} error={fieldError(formState.errors.email)} />
              <TextField
                label={t('accounts.password')}
                type="password"
                autoComplete="current-password"
                registration={register('password')}
                error={fieldError(formState.errors.password)}
              />
              <Link to={paths.forgotPassword.href()} className="self-end text-sm font-medium text-brand-700 hover:underline">
                {t('login.forgotPassword')}
              </Link>
              <Button type="submit" busy={busy} busyLabel={t('login.submitting')}>
                {t('login.submit')}
              </Button>
            </>
          );
        }}
      </Form>
      <div className="my-5 flex items-center gap-3 text-sm text-stone-500">
        <span className="h-px flex-1 bg-stone-200" />
        {t('accounts.or')}
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <GoogleSignInButton />
      <p className="mt-6 text-center text-sm text-stone-600">
        {t('login.noAccount')}{' '}
        <Link to={paths.signup.href()} className="font-medium text-brand-700 hover:underline">
          {t('login.signupLink')}
        </Link>
      </p>
    </AccountCard>
  );
}
