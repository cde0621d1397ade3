import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore, type Firestore, type QueryDocumentSnapshot, type QuerySnapshot } from 'firebase-admin/firestore';
import type { CollectionName } from '../../src/domain/collections.ts';

/**
 * Visits every document of a collection, a page at a time in id order, so a migration over a
 * large collection never holds it whole; `visit` sees each page once it is read. Returns how many
 * documents were read.
 */
export async function forEachPage(
  firestore: Firestore,
  collection: CollectionName,
  pageSize: number,
  visit: (documents: QueryDocumentSnapshot[]) => Promise<void>,
): Promise<number> {
  const documents = firestore.collection(collection);
  let read = 0;
  let after: string | null = null;
  for (;;) {
    const query = documents.orderBy(FieldPath.documentId()).limit(pageSize);
    const page: QuerySnapshot = await (after === null ? query : query.startAfter(after)).get();
    if (page.empty) return read;
    read += page.size;
    after = page.docs[page.docs.length - 1]?.id ?? null;
    await visit(page.docs);
  }
}

/**
 * Runs a migration as a command when its module is the one started (`moduleUrl`: its
 * import.meta.url), on the project GCLOUD_PROJECT names; `migrate` returns the line to print.
 */
export function runAsCommand(moduleUrl: string, name: string, migrate: (firestore: Firestore, options: { dryRun: boolean }) => Promise<string>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const run = async () => {
    const projectId = process.env.GCLOUD_PROJECT ?? process.env.FIREBASE_PROJECT_ID;
    if (!projectId) throw new Error('Set GCLOUD_PROJECT to the project to migrate.');
    const app = initializeApp({ projectId }, name);
    try {
      console.log(await migrate(getFirestore(app), { dryRun: process.argv.includes('--dry-run') }));
    } finally {
      await deleteApp(app);
    }
  };
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
