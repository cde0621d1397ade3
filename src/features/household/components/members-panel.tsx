import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { Member } from '@/domain/household/member';
import type { Household } from '@/domain/household/household';
import type { AssignableRole } from '@/domain/household/roles';
import type { LocaleKey } from '@/locales/locale-key';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorBox } from '@/ui/error-box';
import { useHousehold, type HouseholdStore } from '../store';
import { AddMemberForm } from './add-member-form';
import { MemberList } from './member-list';
import { memberName } from './member-name';
import { MemberRoleSelect } from './member-role-select';

export interface MembersPanelProps {
  household: Household;
  /** Owners on /organization, admins on /admin/organizations/{id}. */
  canManage: boolean;
  /** Whose own row cannot be changed or removed. */
  currentUserId: string | null;
}

const selectMemberActions = (state: HouseholdStore) => ({ changeMemberRole: state.changeMemberRole, removeMember: state.removeMember });

/**
 * The household's members (spec A §2): everyone sees the list; those who manage the household
 * also change roles, remove members after confirming, and add members by e-mail. Nobody changes
 * or removes their own row (DESIGN.md §3). Changes show at once; the store puts them back and
 * the panel says why when the service refuses.
 */
export function MembersPanel({ household, canManage, currentUserId }: MembersPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { changeMemberRole, removeMember } = useHousehold(useShallow(selectMemberActions));
  const [error, setError] = useState<LocaleKey | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  // Stable, so the open dialog keeps its focus while the live household re-renders the panel.
  const cancelRemoval = useCallback(() => setRemoving(null), []);

  const changeRole = async (member: Member, role: AssignableRole) => {
    setError(null);
    const outcome = await changeMemberRole(household.id, member.userId, role);
    if (!outcome.ok) setError(outcome.error);
  };

  const remove = async (member: Member) => {
    setRemoving(null);
    setError(null);
    const outcome = await removeMember(household.id, member.userId);
    if (!outcome.ok) setError(outcome.error);
  };

  const controls = (member: Member) =>
    canManage && member.userId !== currentUserId ? (
      <>
        <MemberRoleSelect member={member} name={memberName(member)} onChange={(role) => void changeRole(member, role)} />
        <Button variant="secondary" className="min-h-11 px-3" aria-label={t('household.members.remove', { name: memberName(member) })} onClick={() => setRemoving(member)}>
          {t('household.members.confirm')}
        </Button>
      </>
    ) : null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {t('household.members.title')}
      </h2>
      {error && <ErrorBox>{t(error)}</ErrorBox>}
      <MemberList members={household.members} currentUserId={currentUserId} controls={controls} />
      {canManage && <AddMemberForm householdId={household.id} />}
      {removing && (
        <ConfirmDialog
          title={t('household.members.remove', { name: memberName(removing) })}
          message={t('household.members.removeConfirm')}
          confirmLabel={t('household.members.confirm')}
          cancelLabel={t('household.members.cancel')}
          onConfirm={() => void remove(removing)}
          onCancel={cancelRemoval}
        />
      )}
    </section>
  );
}
