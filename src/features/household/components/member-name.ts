import type { Member } from '@/domain/household/member';

/** The name a row shows and its controls read: the e-mail stands in for a member without one. */
export function memberName(member: Member): string {
  return member.name || member.email;
}
