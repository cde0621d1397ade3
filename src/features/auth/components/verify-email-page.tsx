import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { ErrorBox } from '@/ui/error-box';
import { Spinner } from '@/ui/spinner';
import { useSession } from '../store';
import { AuthCard } from './auth-card';

/** Spec A §9: the success screen hands over to /login after 3 seconds. */
export const VERIFIED_REDIRECT_MS = 3_000;

type Outcome = { state: 'loading' } | { state: 'verified' } | { state: 'failed'; message: string };

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verifyEmail = useSession((state) => state.verifyEmail);
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';

  const missing = !token && !email ? 'missingBoth' : !token ? 'missingToken' : !email ? 'missingEmail' : null;
  const [outcome, setOutcome] = useState<Outcome>(
    missing ? { state: 'failed', message: t(`verifyEmail.errors.${missing}`) } : { state: 'loading' },
  );

  // A token is single-use: one request per page, even when an effect runs twice.
  const request = useRef<Promise<void> | null>(null);

  useEffect(() => {
    if (missing) return undefined;
    let active = true;
    request.current ??= verifyEmail({ email, token });
    request.current.then(
      () => active && setOutcome({ state: 'verified' }),
      (error: unknown) =>
        active &&
        setOutcome({
          state: 'failed',
          message: error instanceof ApiError && error.hasServerMessage ? error.message : t('verifyEmail.errors.default'),
        }),
    );
    return () => {
      active = false;
    };
  }, [email, token, missing, verifyEmail, t]);

  useEffect(() => {
    if (outcome.state !== 'verified') return undefined;
    const timer = setTimeout(() => void navigate(paths.login.href(), { replace: true }), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome.state, navigate]);

  return (
    <AuthCard title={t('verifyEmail.title')}>
      {outcome.state === 'loading' && <Spinner label={t('verifyEmail.loading')} />}
      {outcome.state === 'verified' && (
        <div role="status">
          <p className="text-lg font-semibold text-brand-700">{t('verifyEmail.successTitle')}</p>
          <p className="mt-1 text-stone-700">{t('verifyEmail.successBody')}</p>
        </div>
      )}
      {outcome.state === 'failed' && (
        <>
          <ErrorBox>
            <p className="font-semibold">{t('verifyEmail.failureTitle')}</p>
            <p>{outcome.message}</p>
          </ErrorBox>
          <Link to={paths.login.href()} className="mt-6 inline-block font-medium text-brand-700 hover:underline">
            {t('auth.backToLogin')}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
