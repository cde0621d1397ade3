import type { Member } from './member';
import type { Role } from './roles';

/** Why a member's role change or removal is refused, as a locale key. */
export type MembershipChangeRefusal = 'household.members.errors.self' | 'household.members.errors.notMember' | 'household.members.errors.lastOwner';

/**
 * Spec A §6 and DESIGN.md §3: nobody changes or removes their own row, and a household keeps at
 * least one owner. `nextRole` null means removal. The members rows are what is counted: the
 * service keeps them in step with users/{uid}.organizations in every membership write.
 */
export function membershipChangeRefusal(
  members: readonly Pick<Member, 'userId' | 'role'>[],
  change: { actorId: string; targetId: string; nextRole: Role | null },
): MembershipChangeRefusal | null {
  if (change.actorId === change.targetId) return 'household.members.errors.self';
  const target = members.find((member) => member.userId === change.targetId);
  if (!target) return 'household.members.errors.notMember';
  const losesOwner = target.role === 'owner' && change.nextRole !== 'owner';
  const owners = members.filter((member) => member.role === 'owner').length;
  return losesOwner && owners <= 1 ? 'household.members.errors.lastOwner' : null;
}
