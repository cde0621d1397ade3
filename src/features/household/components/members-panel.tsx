import type { Organization } from '@/domain/household/organization';

export interface MembersPanelProps {
  organization: Organization;
  /** Owners on /organization, admins on /admin/organizations/{id}. */
  canManage: boolean;
  /** Whose own row cannot be changed or removed. */
  currentUserId: string | null;
}

/** The household's members: list, add by e-mail, change a role, remove. */
export function MembersPanel(_props: MembersPanelProps) {
  return null;
}
