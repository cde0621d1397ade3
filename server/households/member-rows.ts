import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { membershipChangeRefusal, type MembershipChangeRefusal } from '@domain/household/membership-change.ts';
import type { Role } from '@domain/household/roles.ts';
import { ApiRefusal } from '../http/messages.ts';

/**
 * One row of a household's `members` array as stored. Rewritten whole, so fields this service
 * does not know survive a role change.
 */
export type MemberRow = Record<string, unknown>;

export function memberRows(household: DocumentSnapshot): MemberRow[] {
  const rows: unknown = household.get('members');
  return Array.isArray(rows) ? rows.filter((row): row is MemberRow => typeof row === 'object' && row !== null && !Array.isArray(row)) : [];
}

/** A string field of a document, '' when absent or of another type. */
export function textField(document: DocumentSnapshot | undefined, field: string): string {
  const value: unknown = document?.get(field);
  return typeof value === 'string' ? value : '';
}

/** A members row's name: the account's first and last names, as sign-up writes it. */
export function rowName(user: DocumentSnapshot): string {
  return [textField(user, 'firstName'), textField(user, 'lastName')]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export function isRowOf(row: MemberRow, userId: string): boolean {
  return row.userId === userId;
}

const refusalStatus = {
  'household.members.errors.self': 400,
  'household.members.errors.notMember': 404,
  'household.members.errors.lastOwner': 409,
} as const satisfies Record<MembershipChangeRefusal, number>;

/**
 * Refuses a role change (or a removal, `nextRole` null) that touches the caller's own row, a
 * non-member or the last owner, counted on the rows the transaction read.
 */
export function refuseMembershipChange(rows: readonly MemberRow[], change: { actorId: string; targetId: string; nextRole: Role | null }): void {
  const members = rows.map((row) => ({ userId: typeof row.userId === 'string' ? row.userId : '', role: typeof row.role === 'string' ? row.role : undefined }));
  const refusal = membershipChangeRefusal(members, change);
  if (refusal) throw new ApiRefusal(refusalStatus[refusal], refusal);
}
