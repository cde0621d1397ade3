import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { selectCanManageHousehold, selectHousehold, selectUserId } from '../selectors';
import { useHousehold } from '../store';
import { MembersPanel } from './members-panel';
import { SettingsPanel } from './settings-panel';

/** The subscription panel's place (spec A §2), filled by the billing work. */
function SubscriptionPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {t('household.subscription.title')}
      </h2>
      <p className="text-stone-600">{t('household.subscription.comingSoon')}</p>
    </section>
  );
}

interface HouseholdSettingsPageProps {
  /** The household's tags, under its members: the cookbook's panel, which the shell passes in. */
  tagsPanel?: ReactNode;
}

/** /organization (spec A §2): the current household's settings, members and tags, and subscription. */
export function HouseholdSettingsPage({ tagsPanel }: HouseholdSettingsPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('pages.organization'));
  const organization = useHousehold(selectHousehold);
  const userId = useHousehold(selectUserId);
  const canManage = useHousehold(selectCanManageHousehold);

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold text-stone-900">{t('pages.organization')}</h1>
      {organization && userId ? (
        <>
          <SettingsPanel organization={organization} canManage={canManage} />
          <div className="flex flex-col gap-6">
            <MembersPanel organization={organization} canManage={canManage} currentUserId={userId} />
            {tagsPanel}
          </div>
          <SubscriptionPanel />
        </>
      ) : (
        <Spinner label={t('household.loading')} />
      )}
    </section>
  );
}
