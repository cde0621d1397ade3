import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import type { Outcome } from '@/domain/shared/outcome';
import type { LocaleKey } from '@/locales/locale-key';
import { ErrorBox } from '@/ui/error-box';
import { Spinner } from '@/ui/spinner';
import { selectSessionActions, useSession } from '../store';
import { AccountCard } from './account-card';

/** Spec A §9: the success screen hands over to /login after 3 seconds. */
export const VERIFIED_REDIRECT_MS = 3_000;

type Screen = { state: 'loading' } | { state: 'verified' } | { state: 'failed'; error: LocaleKey };

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { verifyEmail } = useSession(useShallow(selectSessionActions));
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';

  const missing = !token && !email ? 'missingBoth' : !token ? 'missingToken' : !email ? 'missingEmail' : null;
  const [screen, setScreen] = useState<Screen>(missing ? { state: 'failed', error: `verifyEmail.errors.${missing}` } : { state: 'loading' });

  // A token is single-use: one request per page, even when an effect runs twice.
  const request = useRef<Promise<Outcome<LocaleKey>> | null>(null);

  useEffect(() => {
    if (missing) return undefined;
    let active = true;
    request.current ??= verifyEmail({ email, token });
    void request.current.then((outcome) => {
      if (active) setScreen(outcome.ok ? { state: 'verified' } : { state: 'failed', error: outcome.error });
    });
    return () => {
      active = false;
    };
  }, [email, token, missing, verifyEmail]);

  useEffect(() => {
    if (screen.state !== 'verified') return undefined;
    const timer = setTimeout(() => void navigate(paths.login.href(), { replace: true }), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [screen.state, navigate]);

  return (
    <AccountCard title={t('verifyEmail.title')}>
      {screen.state === 'loading' && <Spinner label={t('verifyEmail.loading')} />}
      {screen.state === 'verified' && (
        <div role="status">
          <p className="text-lg font-semibold text-brand-700">{t('verifyEmail.successTitle')}</p>
          <p className="mt-1 text-stone-700">{t('verifyEmail.successBody')}</p>
        </div>
      )}
      {screen.state === 'failed' && (
        <>
          <ErrorBox>
            <p className="font-semibold">{t('verifyEmail.failureTitle')}</p>
            <p>{t(screen.error)}</p>
          </ErrorBox>
          <Link to={paths.login.href()} className="mt-6 inline-block font-medium text-brand-700 hover:underline">
            {t('accounts.backToLogin')}
          </Link>
        </>
      )}
    </AccountCard>
  );
}
