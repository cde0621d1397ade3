import { HOME } from '../recipe-fixtures.ts';
import { SERVER_TIME, withFields, type Sample, type ShapeSample } from './shape-table.ts';

// organizationInvites/{id}: written by the API service only (adding a member creates one,
// accepting it marks it accepted). No client write is valid, so these are no shape table of
// index.ts (whose every table has documents the rules accept): organization-invites.test.ts
// proves that the app reads each of them and that the rules refuse them all, created or
// written over a stored invite, whoever writes.

/** A pending invite as the API service writes it, its address lower-cased (add-member). */
export function pendingInvite(changes: Sample = {}): Sample {
  const createdAt = new Date('2025-01-06T09:00:00Z');
  return {
    organizationId: HOME,
    userId: 'iris',
    email: 'iris@example.test',
    role: 'member',
    status: 'pending',
    invitedBy: 'olga',
    createdAt,
    expiresAt: new Date('2025-01-13T09:00:00Z'),
    updatedAt: createdAt,
    ...changes,
  };
}

/** Invites the app would read, which a client still never writes. */
export const readableInvites: ShapeSample[] = [
  { why: 'the pending invite the API service writes', doc: pendingInvite({ createdAt: SERVER_TIME, updatedAt: SERVER_TIME }) },
  { why: 'an invite accepted', doc: withFields(pendingInvite(), { status: 'accepted', acceptedAt: SERVER_TIME, updatedAt: SERVER_TIME }) },
  { why: 'an invite making its invitee an owner', doc: pendingInvite({ role: 'owner' }) },
  { why: 'an invite that never expires', doc: pendingInvite({ expiresAt: new Date('2100-01-01T00:00:00Z') }) },
  { why: 'an invite to another address', doc: pendingInvite({ userId: undefined, email: 'mallory@example.test' }) },
];
