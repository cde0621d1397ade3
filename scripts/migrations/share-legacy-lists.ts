import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { legacyGroceryListSchema } from '../../src/domain/grocery/legacy-grocery-list.ts';
import { legacySharedView } from '../../src/domain/grocery/legacy-shared-list.ts';
import { olderSharedViewSchema } from '../../src/domain/grocery/older-shared-view.ts';
import type { SharedListOwner } from '../../src/domain/grocery/shared-list-owner.ts';
import { sharedViewDocument } from '../../src/domain/grocery/shared-list.ts';
import { runAsCommand } from './migration-runner.ts';

// Brings the shared views of share links already sent to what the shared page reads now
// (DESIGN.md §3, "Share links", "Shared list views hold no ids"):
// - views older apps (and earlier runs of this script) wrote held the household's and the list's
//   ids, open to anyone holding the link, and their lines by key: each is rewritten in the
//   current shape, its ids moved to sharedGroceryListOwners/{token}, which no client reads;
// - a legacy list's share link was answered by a query on groceryLists (shareToken, isPublic),
//   which the rules no longer allow: each legacy list whose link still works gets its view and
//   owner, marked legacy (its ticks stay on the view), so the links already sent keep opening
//   until they expire.
// A script rather than a step of the API service: it runs once per deployment with
// firebase-admin, while the service answers requests and should not scan collections when it
// starts. Running it again changes nothing.
//
// Run it against the local stack, or with a project's credentials:
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-nioo npx tsx scripts/migrations/share-legacy-lists.ts
//   GCLOUD_PROJECT=<project> GOOGLE_APPLICATION_CREDENTIALS=<key.json> npx tsx scripts/migrations/share-legacy-lists.ts

export interface MigrationReport {
  /** Tokens whose view of a legacy list this run wrote. */
  created: string[];
  /** Tokens whose view, holding ids, this run rewrote without them. */
  reshaped: string[];
  /** Public legacy lists and views with ids left alone: done already, no longer working, or unreadable. */
  skipped: number;
}

/** gRPC's ALREADY_EXISTS: create() met a view written by an earlier run. */
const ALREADY_EXISTS = 6;

/** The owner document as the rules let the household write it again: the legacy mark only when set. */
function ownerFields({ organizationId: householdId, listId, legacy }: SharedListOwner) {
  return legacy ? { organizationId: householdId, listId, legacy } : { organizationId: householdId, listId };
}

/**
 * Rewrites each view holding ids in the current shape and gives it its owner, in a transaction
 * per view so that a household's publish landing meanwhile is never undone.
 */
async function reshapeOlderViews(firestore: Firestore, report: MigrationReport): Promise<void> {
  // One filter, on a field only older views hold: the single-field index Firestore keeps anyway.
  const older = await firestore.collection(collections.sharedGroceryLists).where('organizationId', '!=', null).get();
  for (const { ref } of older.docs) {
    const reshaped = await firestore.runTransaction(async (transaction) => {
      const parsed = olderSharedViewSchema.safeParse((await transaction.get(ref)).data());
      if (!parsed.success) return false;
      transaction.set(firestore.collection(collections.sharedGroceryListOwners).doc(ref.id), ownerFields(parsed.data.owner));
      transaction.set(ref, { ...sharedViewDocument(parsed.data.view), updatedAt: FieldValue.serverTimestamp() });
      return true;
    });
    if (reshaped) report.reshaped.push(ref.id);
    else report.skipped += 1;
  }
}

/** Writes the view and owner of each public legacy list whose link still works and has none yet. */
async function shareLegacyViews(firestore: Firestore, now: Date, report: MigrationReport): Promise<void> {
  // One equality filter: no composite index needed. The expiry is checked once read: older
  // lists store it as numbers or strings too, which a range filter on timestamps would miss.
  const publicLists = await firestore.collection(collections.groceryLists).where('isPublic', '==', true).get();
  for (const stored of publicLists.docs) {
    const list = legacyGroceryListSchema.safeParse({ ...stored.data(), id: stored.id });
    const shared = list.success ? legacySharedView(list.data, now) : null;
    if (!shared) {
      report.skipped += 1;
      continue;
    }
    try {
      await firestore
        .batch()
        .create(firestore.collection(collections.sharedGroceryLists).doc(shared.token), { ...sharedViewDocument(shared.view), updatedAt: FieldValue.serverTimestamp() })
        .set(firestore.collection(collections.sharedGroceryListOwners).doc(shared.token), ownerFields(shared.owner))
        .commit();
      report.created.push(shared.token);
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
      report.skipped += 1;
    }
  }
}

/** Both steps, older views first: a legacy view an earlier run wrote is then of the current shape. */
export async function shareLegacyLists(firestore: Firestore, now = new Date()): Promise<MigrationReport> {
  const report: MigrationReport = { created: [], reshaped: [], skipped: 0 };
  await reshapeOlderViews(firestore, report);
  await shareLegacyViews(firestore, now, report);
  return report;
}

runAsCommand(import.meta.url, 'share-legacy-lists', async (firestore) => {
  const { created, reshaped, skipped } = await shareLegacyLists(firestore);
  return `Shared views rewritten without ids: ${reshaped.length}; written for legacy lists: ${created.length}; ${skipped} left alone.`;
});
