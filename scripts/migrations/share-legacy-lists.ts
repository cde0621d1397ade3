import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { legacyGroceryListSchema } from '../../src/domain/grocery/grocery-list.ts';
import { legacySharedView } from '../../src/domain/grocery/legacy-shared-list.ts';

// A legacy list's share link was answered by a query on groceryLists (shareToken, isPublic),
// which the rules no longer allow: the shared page reads sharedGroceryLists/{token} instead
// (DESIGN.md §3, "Share links"). This one-off migration writes that view for every legacy list
// whose link still works, so the links already sent keep opening until they expire. A script
// rather than a step of the API service: it runs once per deployment with firebase-admin, while
// the service answers requests and should not scan collections when it starts.
//
// Run it against the local stack, or with a project's credentials:
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-nioo npx tsx scripts/migrations/share-legacy-lists.ts
//   GCLOUD_PROJECT=<project> GOOGLE_APPLICATION_CREDENTIALS=<key.json> npx tsx scripts/migrations/share-legacy-lists.ts

export interface MigrationReport {
  /** Tokens whose view this run wrote. */
  created: string[];
  /** Public legacy lists left alone: their view exists already, their link no longer works, or they do not parse. */
  skipped: number;
}

/** gRPC's ALREADY_EXISTS: create() met a view written by an earlier run. */
const ALREADY_EXISTS = 6;

/**
 * Writes the view of each public legacy list whose link still works, marked `legacy` (its
 * ticks stay on the view). Never replaces a view: running it again changes nothing.
 */
export async function shareLegacyLists(firestore: Firestore, now = new Date()): Promise<MigrationReport> {
  const report: MigrationReport = { created: [], skipped: 0 };
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
        .collection(collections.sharedGroceryLists)
        .doc(shared.token)
        .create({ ...shared.view, legacy: true, updatedAt: FieldValue.serverTimestamp() });
      report.created.push(shared.token);
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
      report.skipped += 1;
    }
  }
  return report;
}

async function main(): Promise<void> {
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.FIREBASE_PROJECT_ID;
  if (!projectId) throw new Error('Set GCLOUD_PROJECT to the project to migrate.');
  const app = initializeApp({ projectId }, 'share-legacy-lists');
  try {
    const { created, skipped } = await shareLegacyLists(getFirestore(app));
    console.log(`Shared views written for ${created.length} legacy lists; ${skipped} left alone.`);
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
