import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '@/config/paths';
import { forgetReturnPath, readReturnPath, rememberReturnPath, selectSessionStatus, useSession } from '@/features/accounts';
import { ErrorBox } from '@/ui/error-box';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { useInviteAcceptance, type InviteAcceptance } from '../hooks/use-invite-acceptance';

const linkClass = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2.5 font-medium';

/**
 * /organization/invite/{inviteId} (spec A §2, §4 "Invitation"), public. A visitor is asked to
 * sign in or sign up, and the page is remembered so that signing in (here, or after verifying
 * the address in another tab) comes back to it. Signed in, the invite is accepted: processing,
 * then the error with a way back to the cookbook, or success and the cookbook 2 seconds later.
 */
export function InvitePage() {
  const { t } = useTranslation();
  const title = t('pages.invite');
  usePageTitle(title);
  const { inviteId } = useParams();
  const { loading, isAuthenticated } = useSession(useShallow(selectSessionStatus));
  const acceptance = useInviteAcceptance(inviteId, !loading && isAuthenticated);
  const invitePath = inviteId ? paths.invite.href(inviteId) : null;

  useEffect(() => {
    if (loading || !invitePath) return;
    if (!isAuthenticated) rememberReturnPath(invitePath);
    // Back here signed in, however the sign-in happened: the next one lands on /recipes again.
    else if (readReturnPath() === invitePath) forgetReturnPath();
  }, [loading, isAuthenticated, invitePath]);

  return (
    <section className="mx-auto w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <div className="mt-6">{loading ? <Spinner /> : !isAuthenticated && inviteId ? <VisitorPrompt /> : <AcceptanceView acceptance={acceptance} />}</div>
    </section>
  );
}

function VisitorPrompt() {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-stone-700">{t('invite.signInPrompt')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.login.href()} className={`${linkClass} bg-brand-600 text-white hover:bg-brand-700`}>
          {t('invite.signIn')}
        </Link>
        <Link to={paths.signup.href()} className={`${linkClass} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}>
          {t('invite.signUp')}
        </Link>
      </div>
    </>
  );
}

function AcceptanceView({ acceptance }: { acceptance: InviteAcceptance }) {
  const { t } = useTranslation();
  if (acceptance.state === 'processing') return <Spinner label={t('invite.processing')} />;
  if (acceptance.state === 'accepted') {
    return (
      <div role="status">
        <p className="text-lg font-semibold text-brand-700">{t('invite.success')}</p>
        <p className="mt-1 text-stone-700">{t('invite.redirecting')}</p>
      </div>
    );
  }
  return (
    <>
      <ErrorBox>{t(acceptance.error)}</ErrorBox>
      <Link to={paths.cookbook.href()} className="mt-6 inline-block font-medium text-brand-700 hover:underline">
        {t('invite.backToCookbook')}
      </Link>
    </>
  );
}
