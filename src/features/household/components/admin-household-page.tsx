import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '@/ui/not-found-page';
import { Spinner } from '@/ui/spinner';
import { usePageTitle } from '@/ui/use-page-title';
import { selectFollowManagedHousehold, selectManagedHousehold, selectUserId } from '../store/selectors';
import { useHousehold } from '../store';
import { MembersPanel } from './members-panel';
import { SettingsPanel } from './settings-panel';

/**
 * /admin/organizations/{id} (spec A §2, DESIGN.md §3): any household's settings and members,
 * live, for an admin, who acts there as an owner. The shell lets only admins in.
 */
export function AdminHouseholdPage() {
  const { t } = useTranslation();
  const { organizationId: householdId = '' } = useParams();
  const follow = useHousehold(selectFollowManagedHousehold);
  const managed = useHousehold(selectManagedHousehold);
  const userId = useHousehold(selectUserId);
  // Until the follow of this id has started, what the store holds is another page's.
  const shown = managed?.householdId === householdId ? managed : null;
  const missing = shown?.status === 'missing';
  usePageTitle(missing ? t('app.notFound') : t('pages.adminHousehold'));

  useEffect(() => follow(householdId), [follow, householdId]);

  if (missing) return <NotFoundPage />;
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold text-stone-900">{t('pages.adminHousehold')}</h1>
        {shown?.household && <p className="text-stone-600">{shown.household.name}</p>}
      </div>
      {shown?.household ? (
        <>
          <SettingsPanel household={shown.household} canManage />
          <MembersPanel household={shown.household} canManage currentUserId={userId} />
        </>
      ) : (
        <Spinner label={t('household.loading')} />
      )}
    </section>
  );
}
