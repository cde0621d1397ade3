import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '@/domain/household/member';
import { roleLabelKey } from '@/domain/household/roles';
import { memberName } from './member-name';

interface MemberListProps {
  members: readonly Member[];
  currentUserId: string | null;
  /** A row's role select and remove button; null leaves the row read-only, with its role's label. */
  controls: (member: Member) => ReactNode;
}

function MemberIdentity({ member, isYou }: { member: Member; isYou: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium text-stone-900">{memberName(member)}</span>
      {isYou && <span className="text-stone-500">{t('household.members.you')}</span>}
      {!member.invitationAccepted && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">{t('household.members.pending')}</span>
      )}
    </div>
  );
}

/** The members as a table on desktop and as cards on a phone (spec A §9: 768 px), switched by CSS alone. */
export function MemberList({ members, currentUserId, controls }: MemberListProps) {
  const { t } = useTranslation();
  const roleOf = (member: Member) => controls(member) ?? <span className="text-stone-700">{t(roleLabelKey(member.role))}</span>;

  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-stone-200 text-stone-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('household.members.name')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('household.members.email')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('household.members.role')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {members.map((member) => (
            <tr key={member.userId} data-testid="member-row">
              <td className="py-3 pr-4">
                <MemberIdentity member={member} isYou={member.userId === currentUserId} />
              </td>
              <td className="py-3 pr-4 break-all text-stone-700">{member.email}</td>
              <td className="py-3">
                <div className="flex items-center gap-2">{roleOf(member)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 md:hidden">
        {members.map((member) => (
          <li key={member.userId} data-testid="member-row" className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3">
            <MemberIdentity member={member} isYou={member.userId === currentUserId} />
            <span className="text-sm break-all text-stone-700">{member.email}</span>
            <div className="flex items-center gap-2">{roleOf(member)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
