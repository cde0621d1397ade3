import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { selectCanManageHousehold, selectHousehold, selectUserId } from '../store/selectors';
import { useHousehold } from '../store';
import { CalendarPanel } from './calendar-panel';
import { MembersPanel } from './members-panel';
import { SettingsPanel } from './settings-panel';

interface HouseholdSettingsPageProps {
  /** The household's tags, under its members: the cookbook's panel, which the shell passes in. */
  tagsPanel?: ReactNode;
  /** The panel 'Abonnements', last: the billing feature's, which the shell passes in. */
  subscriptionPanel?: ReactNode;
}

/** /organization (spec A §2): the current household's settings, members, tags and calendar address, and subscription. */
export function HouseholdSettingsPage({ tagsPanel, subscriptionPanel }: HouseholdSettingsPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('pages.household'));
  const household = useHousehold(selectHousehold);
  const userId = useHousehold(selectUserId);
  const canManage = useHousehold(selectCanManageHousehold);

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold text-stone-900">{t('pages.household')}</h1>
      {household && userId ? (
        <>
          <SettingsPanel household={household} canManage={canManage} />
          <div className="flex flex-col gap-6">
            <MembersPanel household={household} canManage={canManage} currentUserId={userId} />
            {tagsPanel}
            <CalendarPanel householdId={household.id} canManage={canManage} />
          </div>
          {subscriptionPanel}
        </>
      ) : (
        <Spinner label={t('household.loading')} />
      )}
    </section>
  );
}
