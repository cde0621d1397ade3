import { useTranslation } from 'react-i18next';
import { memberRoleSchema } from '@/domain/api/households';
import type { Member } from '@/domain/household/member';
import { assignableRoles, roleLabelKey, type AssignableRole } from '@/domain/household/roles';
import { SelectField } from '@/ui/form/select-field';

interface MemberRoleSelectProps {
  member: Member;
  /** The name the label reads: 'Rôle de {name}'. */
  name: string;
  onChange: (role: AssignableRole) => void;
}

/**
 * A member's role, for those who manage the household: owner, member or viewer. A stored role
 * outside those (contributor, or anything unknown) stays the current choice, under its label,
 * until another is picked: showing the list must not change it.
 */
export function MemberRoleSelect({ member, name, onChange }: MemberRoleSelectProps) {
  const { t } = useTranslation();
  const current = member.role ?? '';
  const kept = memberRoleSchema.safeParse(current).success ? null : current;

  return (
    <SelectField
      label={t('household.members.changeRole', { name })}
      hideLabel
      value={current}
      onChange={(event) => {
        const role = memberRoleSchema.safeParse(event.target.value);
        if (role.success) onChange(role.data);
      }}
    >
      {kept !== null && <option value={kept}>{t(roleLabelKey(kept))}</option>}
      {assignableRoles.map((role) => (
        <option key={role} value={role}>
          {t(roleLabelKey(role))}
        </option>
      ))}
    </SelectField>
  );
}
