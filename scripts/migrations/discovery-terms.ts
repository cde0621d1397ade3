import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { classificationSchema } from '../../src/domain/recipes/classification.ts';
import { DISCOVERY_TERMS_FIELD, discoveryTerms } from '../../src/domain/recipes/discovery-terms.ts';
import { forEachPage, runAsCommand } from './migration-runner.ts';

// Gives every recipe saved before discovery searched by name and filtered in its queries the
// terms those queries match (src/domain/recipes/discovery-terms.ts), as every save now writes
// them: without them, a recipe shows in the unfiltered views but in no filter or search, and in
// no cookbook search once the cookbook searched by word prefixes (`p:` terms). Recipes
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
  let written = 0;
  const read = await forEachPage(firestore, collections.recipes, pageSize, async (recipes) => {
    const changed = recipes.filter((recipe) => missingTerms(recipe) !== null);
    if (changed.length === 0) return;
    written += dryRun ? changed.length : await writePage(firestore, changed.map(({ ref }) => ref));
  });
  return { written, read };
}

runAsCommand(import.meta.url, 'discovery-terms', async (firestore, { dryRun }) => {
  const { written, read } = await addDiscoveryTerms(firestore, { dryRun });
  return `${dryRun ? 'Dry run, nothing written: would give' : 'Gave'} ${written} of ${read} recipes their discovery terms.`;
});
