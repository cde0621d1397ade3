import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore, type DocumentReference, type DocumentSnapshot, type Firestore, type QuerySnapshot } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { classificationSchema } from '../../src/domain/recipes/classification.ts';
import { DISCOVERY_TERMS_FIELD, discoveryTerms } from '../../src/domain/recipes/discovery-terms.ts';

// Gives every recipe saved before discovery searched by name and filtered in its queries the
// terms those queries match (src/domain/recipes/discovery-terms.ts), as every save now writes
// them: without them, a recipe shows in the unfiltered views but in no filter or search. Recipes
// whose terms are already those of their name and classification are left as they are; nothing
// else is written, not even updatedAt, so no household's cookbook reorders.
//
// Run it against the local stack, or with a project's credentials; --dry-run counts what it
// would write and writes nothing. Running it again changes nothing.
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 GCLOUD_PROJECT=demo-nioo npx tsx scripts/migrations/discovery-terms.ts --dry-run
//   GCLOUD_PROJECT=<project> GOOGLE_APPLICATION_CREDENTIALS=<key.json> npx tsx scripts/migrations/discovery-terms.ts

export interface TermsReport {
  /** Recipes written, or in a dry run that would be. */
  written: number;
  /** Recipes read. */
  read: number;
}

export interface TermsOptions {
  dryRun?: boolean;
  /** Recipes read, and written in one transaction, at a time: under Firestore's 500 writes. */
  pageSize?: number;
}

const DEFAULT_PAGE_SIZE = 200;

/** The terms the recipe should hold, or null when it holds them already or has no name to find it by. */
function missingTerms(recipe: DocumentSnapshot): string[] | null {
  const name: unknown = recipe.get('name');
  if (!recipe.exists || typeof name !== 'string') return null;
  // Read as the app reads it: a malformed classification counts as the default one.
  const classification = classificationSchema.catch(classificationSchema.parse({})).parse(recipe.get('classification') ?? {});
  const terms = discoveryTerms({ name, classification });
  const stored: unknown = recipe.get(DISCOVERY_TERMS_FIELD);
  return Array.isArray(stored) && stored.length === terms.length && stored.every((term, index) => term === terms[index]) ? null : terms;
}

/** One page's recipes, read again inside the transaction, so a save landing meanwhile keeps its own terms. */
async function writePage(firestore: Firestore, refs: DocumentReference[]): Promise<number> {
  return firestore.runTransaction(async (transaction) => {
    let written = 0;
    for (const recipe of await transaction.getAll(...refs)) {
      const terms = missingTerms(recipe);
      if (!terms) continue;
      transaction.update(recipe.ref, { [DISCOVERY_TERMS_FIELD]: terms });
      written += 1;
    }
    return written;
  });
}

export async function addDiscoveryTerms(firestore: Firestore, { dryRun = false, pageSize = DEFAULT_PAGE_SIZE }: TermsOptions = {}): Promise<TermsReport> {
  const report: TermsReport = { written: 0, read: 0 };
  const recipes = firestore.collection(collections.recipes);
  let after: string | null = null;
  for (;;) {
    const query = recipes.orderBy(FieldPath.documentId()).limit(pageSize);
    const page: QuerySnapshot = await (after === null ? query : query.startAfter(after)).get();
    if (page.empty) break;
    report.read += page.size;
    after = page.docs[page.docs.length - 1]?.id ?? null;
    const changed = page.docs.filter((recipe) => missingTerms(recipe) !== null);
    if (changed.length === 0) continue;
    report.written += dryRun ? changed.length : await writePage(firestore, changed.map(({ ref }) => ref));
  }
  return report;
}

async function main(): Promise<void> {
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.FIREBASE_PROJECT_ID;
  if (!projectId) throw new Error('Set GCLOUD_PROJECT to the project to migrate.');
  const dryRun = process.argv.includes('--dry-run');
  const app = initializeApp({ projectId }, 'discovery-terms');
  try {
    const { written, read } = await addDiscoveryTerms(getFirestore(app), { dryRun });
    console.log(`${dryRun ? 'Dry run, nothing written: would give' : 'Gave'} ${written} of ${read} recipes their discovery terms.`);
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
