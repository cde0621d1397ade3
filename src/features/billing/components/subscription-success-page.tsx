import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { useSubscriptionCheck, type SubscriptionCheckView } from '../hooks/use-subscription-check';

const linkClass = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-medium text-white hover:bg-brand-700';

/**
 * /subscription/success (spec A §2), where the provider sends the browser back after paying:
 * 'Vérification de votre abonnement...', then 'Abonnement réussi!' and /organization 5 seconds
 * later, or 'Une erreur est survenue'. Signed-in only: the shell sends a visitor to /login.
 */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.subscriptionSuccess'));
  const [params] = useSearchParams();
  const view = useSubscriptionCheck(params.get('donation') === '1');

  return (
    <section className="mx-auto w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-8">
      <SuccessView view={view} />
    </section>
  );
}

function SuccessView({ view }: { view: SubscriptionCheckView }) {
  const { t } = useTranslation();
  if (view.kind === 'checking') {
    return (
      <>
        <h1 className="text-2xl font-bold text-stone-900">{t('pages.subscriptionSuccess')}</h1>
        <Spinner label={t('billing.success.checking')} />
      </>
    );
  }
  if (view.kind === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-center gap-4">
        <h1 className="text-2xl font-bold text-red-800">{t('billing.success.failedTitle')}</h1>
        <p className="text-stone-700">{t('billing.success.failed')}</p>
        <Link to={paths.household.href()} className={linkClass}>
          {t('billing.success.back')}
        </Link>
      </div>
    );
  }
  const title = view.kind === 'donated' ? t('billing.success.donationTitle') : t('billing.success.title');
  const message =
    view.kind === 'donated' ? t('billing.success.donation') : view.planName ? t('billing.success.plan', { plan: view.planName }) : t('billing.success.generic');
  return (
    <div role="status" className="flex flex-col items-center gap-4">
      <h1 className="text-2xl font-bold text-brand-700">{title}</h1>
      <p className="text-stone-700">{message}</p>
      <Link to={paths.household.href()} replace className={linkClass}>
        {t('billing.success.continue')}
      </Link>
    </div>
  );
}
