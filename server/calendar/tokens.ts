import { createHash, createHmac, randomBytes } from 'node:crypto';
import { FieldPath, FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { collections } from '@domain/collections.ts';
import { canManageHousehold, isKnownRole } from '@domain/household/roles.ts';
import { ApiRefusal } from '../http/messages.ts';
import { roleIn } from '../households/household-access.ts';

/**
 * A calendar address is a capability of one member (DESIGN.md §3, "Share links" and "Calendar
 * addresses are per member"): its token is HMAC-SHA256(secret, [household id, member uid,
 * nonce]), 256 bits no one can guess. The database keeps only each member's nonce
 * (calendarFeeds/{household}, `members.{uid}`) and the token's SHA-256 (calendarTokens/{hash} →
 * household and member), so whoever reads the database learns no address; the service derives
 * the address again whenever its member asks. Regenerating draws the member a new nonce and
 * drops their old hash; revoking all drops every member's; removing a member drops theirs
 * (households/member-removal.ts), each in the transaction that decides it.
 */

/** 128 random bits per member, renewed by each regeneration. */
const NONCE_BYTES = 16;

export function calendarToken(secret: string, householdId: string, userId: string, nonce: string): string {
  return createHmac('sha256', secret).update(JSON.stringify([householdId, userId, nonce])).digest('base64url');
}

/** The id of the token's lookup document. */
export function calendarTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64url');
}

/** Whose address a token is. */
export interface FeedMember {
  organizationId: string;
  userId: string;
}

interface StoredAddress {
  nonce: string;
  tokenHash: string;
}

function storedAddress(value: unknown): StoredAddress | null {
  if (typeof value !== 'object' || value === null) return null;
  const { nonce, tokenHash } = value as Record<string, unknown>;
  return typeof nonce === 'string' && nonce.length > 0 && typeof tokenHash === 'string' && tokenHash.length > 0 ? { nonce, tokenHash } : null;
}

export function calendarFeedRef(firestore: Firestore, householdId: string) {
  return firestore.collection(collections.calendarFeeds).doc(householdId);
}

/**
 * The hashes of every address the feed document knows: each member's, and the household-wide
 * one addresses had before they were per member (its lookup names no member and opens nothing,
 * but is deleted with the rest).
 */
function storedHashes(feed: DocumentSnapshot): string[] {
  const members: unknown = feed.get('members');
  const own = Object.values(typeof members === 'object' && members !== null ? members : {}).flatMap((value) => storedAddress(value)?.tokenHash ?? []);
  const legacy: unknown = feed.get('tokenHash');
  return typeof legacy === 'string' && legacy.length > 0 ? [...own, legacy] : own;
}

/**
 * In the removal's own transaction (read `feed` there, before its writes): the member's
 * address stops opening the feed when they stop being a member, and the others' stay.
 */
export function dropMemberAddress(transaction: Transaction, firestore: Firestore, feed: DocumentSnapshot, userId: string): void {
  const address = storedAddress(feed.get(new FieldPath('members', userId)));
  if (!address) return;
  transaction.delete(firestore.collection(collections.calendarTokens).doc(address.tokenHash));
  transaction.update(feed.ref, new FieldPath('members', userId), FieldValue.delete(), 'updatedAt', FieldValue.serverTimestamp());
}

export interface CalendarTokens {
  /** The member's token, created with its lookup on first use. */
  current(member: FeedMember): Promise<string>;
  /** A new token for the member; their previous one stops opening the feed in the same transaction. Any member. */
  regenerate(member: FeedMember): Promise<string>;
  /** Every address of the household stops opening the feed at once (owners only); the caller's new one. */
  revokeAll(member: FeedMember): Promise<string>;
  /** Whose feed a token opens, while they are still a member; null for an unknown or revoked token, or someone gone. */
  memberOf(token: string): Promise<FeedMember | null>;
}

type Issue = 'keep' | 'renew' | 'revokeAll';

export function calendarTokens(firestore: Firestore, secret: string): CalendarTokens {
  const lookups = firestore.collection(collections.calendarTokens);
  const users = firestore.collection(collections.users);

  /**
   * One transaction per change. It reads the member's user document, so a removal committing
   * at the same time either comes first (and the caller is refused) or makes this one retry:
   * a removed member never gets an address after their removal. `keep` reuses the stored
   * nonce; the lookup is written again whenever the stored hash is not the token's (first use,
   * or a secret that changed), and the stale ones dropped.
   */
  function issue({ organizationId: householdId, userId }: FeedMember, mode: Issue): Promise<string> {
    const feedRef = calendarFeedRef(firestore, householdId);
    return firestore.runTransaction(async (transaction) => {
      const [user, feed] = await transaction.getAll(users.doc(userId), feedRef);
      const role = user ? roleIn(user, householdId) : undefined;
      if (!isKnownRole(role)) throw new ApiRefusal(403, 'billing.errors.notMember');
      if (mode === 'revokeAll' && !canManageHousehold(role)) throw new ApiRefusal(403, 'household.calendar.errors.ownersOnly');

      const own = storedAddress(feed?.get(new FieldPath('members', userId)));
      const nonce = mode === 'keep' && own ? own.nonce : newNonce();
      const token = calendarToken(secret, householdId, userId, nonce);
      const hash = calendarTokenHash(token);
      const legacy: unknown = feed?.get('tokenHash');
      if (mode === 'keep' && own?.tokenHash === hash && legacy === undefined) return token;

      const stale = mode === 'revokeAll' && feed ? storedHashes(feed) : [own?.tokenHash, legacy];
      for (const staleHash of new Set(stale)) {
        if (typeof staleHash === 'string' && staleHash.length > 0 && staleHash !== hash) transaction.delete(lookups.doc(staleHash));
      }
      const stamp = FieldValue.serverTimestamp();
      transaction.set(lookups.doc(hash), { organizationId: householdId, userId, createdAt: stamp });
      const entry = { members: { [userId]: { nonce, tokenHash: hash } }, updatedAt: stamp };
      // Revoking all replaces the document, every other member's entry with it; otherwise only
      // the member's entry changes, and the household-wide fields of before go.
      if (mode === 'revokeAll') transaction.set(feedRef, entry);
      else transaction.set(feedRef, { ...entry, nonce: FieldValue.delete(), tokenHash: FieldValue.delete() }, { merge: true });
      return token;
    });
  }

  return {
    current: (member) => issue(member, 'keep'),
    regenerate: (member) => issue(member, 'renew'),
    revokeAll: (member) => issue(member, 'revokeAll'),
    async memberOf(token) {
      const lookup = await lookups.doc(calendarTokenHash(token)).get();
      const householdId: unknown = lookup.get('organizationId');
      const userId: unknown = lookup.get('userId');
      // A lookup without a member is a household-wide address of before: it opens nothing.
      if (typeof householdId !== 'string' || householdId.length === 0 || typeof userId !== 'string' || userId.length === 0) return null;
      // Removal deletes the lookup in its own transaction; this catches anything that left a member's lookup behind.
      const user = await users.doc(userId).get();
      return isKnownRole(roleIn(user, householdId)) ? { organizationId: householdId, userId } : null;
    },
  };
}
