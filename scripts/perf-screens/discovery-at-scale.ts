// `npm run perf:discovery` (issue 24): discovery over a public catalogue of 50,000 recipes. It
// starts a Firestore emulator of its own, fills it, then asks each selection of discoveryCases()
// exactly as the page asks it (buildDiscoveryQuery, sent as the recipes' data/rest.ts fetchDiscoveryPage
// sends it: one anonymous REST runQuery, so the rules apply) and reports the time to the first
// page (median of 5 after a warm-up), the documents read, then 'Voir plus' once. It fails when a
// page is wrong (discovery-cases.ts) or slower than a collapse floor. `--size=2000` for a quick run;
// `--skip=<text>` leaves out the selections whose label holds it (the table says so).
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections } from '../../src/domain/collections.ts';
import { buildDiscoveryQuery, nextDiscoveryCursor, type DiscoveryCursor, type DiscoveryQuery } from '../../src/domain/recipes/discovery-query.ts';
import { recipeSchema } from '../../src/domain/recipes/recipe.ts';
import { readDocs } from '../../src/lib/firebase/typed-doc.ts';
import { runQueryRequest, toSnapshots, type RestDocument, type RestTarget } from '../../src/lib/firebase/firestore-rest-query.ts';
import { readPublicRecipeSeed, toStoredRecipe } from '../seed/public-recipes.ts';
import { startFirestoreEmulator, type FirestoreEmulator } from '../stack/firestore-emulator.ts';
import { isPortOpen } from '../stack/net.ts';
import { repoRoot } from '../stack/paths.ts';
import { busyPortMessage } from '../stack/port-check.ts';
import { PROJECT_ID } from '../stack/start-stack.ts';
import { discoveryCatalogue, type CatalogueRecipe } from './discovery-catalogue.ts';
import { discoveryCases, expectedRecipes, median, pageProblems, type DiscoveryCase, type ReadPage } from './discovery-cases.ts';
import { discoveryFirestorePort } from './stack-ports.ts';

const sizeArgument = process.argv.find((argument) => argument.startsWith('--size='));
const size = sizeArgument ? Number(sizeArgument.slice('--size='.length)) : 50_000;
const port = Number(process.env.DISCOVERY_FIRESTORE_PORT ?? discoveryFirestorePort);
const skipped = process.argv.filter((argument) => argument.startsWith('--skip=')).map((argument) => argument.slice('--skip='.length));
const TIMED_RUNS = 5;
/** A first read slower than this is its own figure: five more would only repeat the emulator's scan (see README, Discovery). */
const TIMED_ONCE_MS = 5_000;
/** Firestore's most writes in one batch, and how many batches are in flight at once. */
const BATCH_WRITES = 500;
const BATCHES_AT_ONCE = 4;
/**
 * Times are reported, not held to the goal: the emulator is not Firestore. It has no index and
 * scans the whole collection, once per term an array-contains-any asks (a one-term query takes
 * some 20 s at 50,000 recipes on a busy 2-core machine, eight terms over a minute). This only
 * catches a collapse: a minute per term asked, or for the query when it asks none.
 */
const COLLAPSE_MS_PER_TERM = 60_000;

const target: RestTarget = { projectId: PROJECT_ID, apiKey: 'perf-discovery', emulator: { host: '127.0.0.1', port } };

/** Writes the catalogue as saves would store it: the seed's recipe shape, with the generated name, classification and dates. */
async function storeCatalogue(firestore: Firestore, catalogue: readonly CatalogueRecipe[]): Promise<void> {
  const templates = readPublicRecipeSeed().recipes;
  const creator = { uid: 'perf-discovery-chef', name: 'Chef Découverte', organizationId: 'perf-discovery-household' };
  const now = new Date();
  const recipes = firestore.collection(collections.recipes);
  const batches: (() => Promise<unknown>)[] = [];
  for (let start = 0; start < catalogue.length; start += BATCH_WRITES) {
    batches.push(() => {
      const batch = firestore.batch();
      catalogue.slice(start, start + BATCH_WRITES).forEach((recipe, offset) => {
        const template = templates[(start + offset) % templates.length];
        if (!template) throw new Error('The seed has no recipe to copy.');
        const { id, createdAtMs, ...fields } = recipe;
        const createdAt = Timestamp.fromMillis(createdAtMs);
        batch.set(recipes.doc(id), { ...toStoredRecipe({ ...template, ...fields, key: id }, creator, now), createdAt, updatedAt: createdAt });
      });
      return batch.commit();
    });
  }
  let next = 0;
  const worker = async () => {
    for (let mine = next++; mine < batches.length; mine = next++) await batches[mine]?.();
  };
  await Promise.all(Array.from({ length: BATCHES_AT_ONCE }, worker));
}

/** One page, read as the browser's first read and 'Voir plus' read it, with the documents Firestore sent and the time it took. */
async function readPage(query: DiscoveryQuery): Promise<{ page: ReadPage; ms: number }> {
  const started = performance.now();
  const { url, body } = runQueryRequest({ collection: collections.recipes, ...query }, target);
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`Firestore answered ${response.status}: ${await response.text()}`);
  const answer = (await response.json()) as { document?: RestDocument }[];
  const snapshots = toSnapshots(answer);
  const recipes = readDocs(snapshots, recipeSchema);
  const next: DiscoveryCursor | null = nextDiscoveryCursor(query, snapshots);
  const ms = performance.now() - started;
  return { page: { documents: snapshots.length, recipes, next }, ms };
}

interface CaseResult {
  label: string;
  matches: number;
  firstMs: number;
  timedRuns: number;
  firstDocuments: number;
  moreMs: number | null;
  moreDocuments: number | null;
  /** What is wrong with the pages. */
  problems: string[];
  /** Why the first page was too slow even for the emulator, or null. */
  collapsed: string | null;
}

async function measureCase(catalogue: readonly CatalogueRecipe[], { label, selection }: DiscoveryCase): Promise<CaseResult> {
  const query = buildDiscoveryQuery(selection);
  const warmUp = await readPage(query);
  const runs: { page: ReadPage; ms: number }[] = [];
  if (warmUp.ms > TIMED_ONCE_MS) runs.push(warmUp);
  else for (let run = 0; run < TIMED_RUNS; run += 1) runs.push(await readPage(query));
  const times = runs.map(({ ms }) => ms);
  const first = runs.at(-1)?.page;
  if (!first) throw new Error('No run of the first page.');
  const pages = [{ query, page: first }];
  let more: { page: ReadPage; ms: number } | null = null;
  if (first.next) {
    const nextQuery = buildDiscoveryQuery(selection, first.next);
    more = await readPage(nextQuery);
    pages.push({ query: nextQuery, page: more.page });
  }
  const firstMs = median(times);
  const problems = pageProblems(catalogue, selection, pages);
  const collapseMs = COLLAPSE_MS_PER_TERM * Math.max(1, query.containsAny?.values.length ?? 0);
  const collapsed = firstMs > collapseMs ? `first page after ${Math.round(firstMs)} ms, past the collapse floor of ${collapseMs} ms` : null;
  return {
    label,
    matches: expectedRecipes(catalogue, selection, query.descendingBy).length,
    firstMs,
    timedRuns: times.length,
    firstDocuments: first.documents,
    moreMs: more?.ms ?? null,
    moreDocuments: more?.page.documents ?? null,
    problems,
    collapsed,
  };
}

const cases = discoveryCases();
const isSkipped = ({ label }: DiscoveryCase) => skipped.some((text) => label.includes(text));

function table(results: readonly CaseResult[]): string {
  const rows = results.map(
    (result) =>
      `| ${result.label} | ${result.matches} | ${Math.round(result.firstMs)}${result.timedRuns === 1 ? ' (once)' : ''} | ${result.firstDocuments} | ${result.moreMs === null ? '-' : Math.round(result.moreMs)} | ${result.moreDocuments ?? '-'} | ${result.problems.length === 0 ? 'right' : 'WRONG'}${result.collapsed ? ', collapsed' : ''} |`,
  );
  const notRun = cases.filter(isSkipped).map(({ label }) => `| ${label} | not run (--skip) | | | | | |`);
  return ['| selection | matches | first page ms (median of 5) | documents | Voir plus ms | documents | pages |', '|---|---|---|---|---|---|---|', ...rows, ...notRun].join('\n');
}

async function run(): Promise<number> {
  if (await isPortOpen(port)) throw new Error(busyPortMessage('firestore', port));
  console.log(`Starting a Firestore emulator on port ${port}…`);
  const emulator: FirestoreEmulator = await startFirestoreEmulator({ port, projectId: PROJECT_ID, rulesPath: path.join(repoRoot, 'firestore.rules') });
  stopEmulator = () => emulator.stop();
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const admin = initializeApp({ projectId: PROJECT_ID }, 'perf-discovery');
  try {
    const catalogue = discoveryCatalogue(size, Date.now() - 60_000);
    const seeding = performance.now();
    await storeCatalogue(getFirestore(admin), catalogue);
    console.log(`Stored ${size} public recipes in ${((performance.now() - seeding) / 1000).toFixed(0)} s. Measuring ${cases.filter((kase) => !isSkipped(kase)).length} selections…`);
    const results: CaseResult[] = [];
    for (const kase of cases.filter((candidate) => !isSkipped(candidate))) {
      const result = await measureCase(catalogue, kase);
      const failures = [...result.problems, ...(result.collapsed ? [result.collapsed] : [])];
      console.log(`${result.label}: ${Math.round(result.firstMs)} ms, ${result.firstDocuments} documents${failures.length > 0 ? ` — ${failures.join('; ')}` : ''}`);
      results.push(result);
    }
    console.log(`\nDiscovery at ${size} public recipes (Firestore emulator, anonymous REST runQuery):\n\n${table(results)}\n`);
    const wrong = results.filter((result) => result.problems.length > 0);
    const collapsed = results.filter((result) => result.collapsed);
    if (wrong.length > 0) console.log(`${wrong.length} selections are wrong: ${wrong.map((result) => result.label).join(', ')}.`);
    if (collapsed.length > 0) console.log(`${collapsed.length} selections collapsed: ${collapsed.map((result) => result.label).join(', ')}.`);
    return wrong.length > 0 || collapsed.length > 0 ? 1 : 0;
  } finally {
    await deleteApp(admin);
  }
}

let stopEmulator: () => Promise<void> = () => Promise.resolve();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void stopEmulator().then(() => process.exit(130)));
}

let exitCode = 1;
try {
  exitCode = await run();
} catch (error) {
  console.error((error as Error).message);
} finally {
  await stopEmulator();
}
process.exit(exitCode);
