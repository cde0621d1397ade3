// `npm run perf:screens`: issue 24's goals for the screens a family opens every day, measured on
// the production build at a phone's CPU, for households of growing size.
import { chromium } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { paths } from '../../src/config/paths.ts';
import { COOKBOOK_PAGE_SIZE } from '../../src/domain/cookbook/cookbook-filter.ts';
import { demoAccount } from '../seed/demo-account.ts';
import { PROJECT_ID, startStack, type RunningStack } from '../stack/start-stack.ts';
import { ciFloors, goals, medianLoad, missedBounds, quickestLoad, type ScreenMeasure } from './goals.ts';
import { growRecipes, planYear } from './grow-household.ts';
import { measureScreen, type Screen } from './measure-screen.ts';
import { calibratePhoneCpu, phoneCpuText, type PhoneCpu } from './phone-cpu.ts';
import { readScreensPorts } from './stack-ports.ts';

const screens: readonly Screen[] = [
  { path: paths.groceryList.href(), content: 'main input[type=checkbox]' },
  { path: paths.mealEntries.href(), content: 'main li a[href^="/recipes/"]' },
  { path: paths.cookbook.href(), content: '[data-testid=cookbook-recipes] li', page: COOKBOOK_PAGE_SIZE },
];

/** `--ci`: the smallest and largest households only, held at CI's floors (goals.ts). `--sizes=10,200`: these sizes. */
const ci = process.argv.includes('--ci');
const sizesArgument = process.argv.find((argument) => argument.startsWith('--sizes='));
const sizes = sizesArgument ? sizesArgument.slice('--sizes='.length).split(',').map(Number) : ci ? [10, 1_000] : [10, 200, 1_000];
/**
 * `--runs=5`: each screen measured that many times, each in its own session, its median reported
 * (medianLoad). Three by default: one load's time swings by up to twice here. CI's floors hold
 * against a collapse, which one load shows, so --ci measures once.
 */
const runsArgument = process.argv.find((argument) => argument.startsWith('--runs='));
const runs = runsArgument ? Number(runsArgument.slice('--runs='.length)) : ci ? 1 : 3;

let stack: RunningStack | undefined;
const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    controller.abort();
    void (stack?.stop() ?? Promise.resolve()).then(() => process.exit(130));
  });
}

const shownAfter = (contentMs: number | null) => (contentMs === null ? 'never' : `${(contentMs / 1000).toFixed(1)} s`);

function report(measures: ScreenMeasure[], cpu: PhoneCpu): string {
  const rows = measures.map(
    ({ screen, recipes, first, repeat, quickest }) =>
      `| ${screen} | ${recipes} | ${shownAfter(first.contentMs)} (${shownAfter(first.liveMs)}) | ${shownAfter(repeat.contentMs)} (${shownAfter(repeat.liveMs)}) | ${shownAfter(quickest.first.contentMs)} / ${shownAfter(quickest.repeat.contentMs)} | ${first.documents} | ${repeat.documents} |`,
  );
  const reads = measures.map(({ screen, recipes, repeat }) => `${screen} at ${recipes} recipes, repeat visit: ${repeat.byCollection || 'nothing'}`);
  const heading = runs === 1 ? '' : ` (median of ${runs})`;
  return [phoneCpuText(cpu), '', `| screen | recipes | first visit${heading} (live) | repeat visit (live) | quickest first / repeat | documents read (first, most of the runs) | (repeat) |`, '|---|---|---|---|---|---|---|', ...rows, '', 'Documents read by collection:', ...reads].join('\n');
}

async function measureAll(): Promise<number> {
  const ports = readScreensPorts();
  console.log(`Building the production bundle and starting a local stack for it (port ${ports.preview})…`);
  stack = await startStack({ ports, withWeb: false, withPreview: true, signal: controller.signal });
  const origin = stack.urls.preview;
  if (!origin) throw new Error('The stack started without its production preview.');

  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  const admin = initializeApp({ projectId: PROJECT_ID }, 'perf-screens');
  const services = { auth: getAuth(admin), firestore: getFirestore(admin) };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const measures: ScreenMeasure[] = [];
  let cpu: PhoneCpu;
  try {
    cpu = await calibratePhoneCpu(browser);
    console.log(phoneCpuText(cpu));
    const householdId = await planYear(services);
    for (const size of sizes) {
      const recipes = await growRecipes(services.firestore, householdId, size);
      console.log(`A household of ${recipes} recipes, each screen ${runs === 1 ? 'once' : `${runs} times`}…`);
      for (const screen of screens) {
        // A new session per screen and run: its first visit is the screen's, not one the others warmed.
        const loads = [];
        for (let run = 0; run < runs; run += 1) loads.push(await measureScreen(browser, { origin, account: demoAccount, screen, firestoreMark: `:${ports.firestore}/`, slowdown: cpu.slowdown }));
        const [firsts, repeats] = [loads.map((load) => load.first), loads.map((load) => load.repeat)];
        measures.push({ screen: screen.path, recipes, first: medianLoad(firsts), repeat: medianLoad(repeats), quickest: { first: quickestLoad(firsts), repeat: quickestLoad(repeats) } });
      }
    }
  } finally {
    await browser.close();
    await deleteApp(admin);
  }

  console.log(`\n${report(measures, cpu)}\n`);
  let failed = false;
  for (const screen of screens) {
    const measured = measures.filter((measure) => measure.screen === screen.path);
    const [smallest, largest] = [measured[0], measured.at(-1)];
    if (!smallest || !largest) continue;
    const missedGoals = missedBounds(smallest, largest, goals, screen.page);
    const held = ci ? missedBounds(smallest, largest, ciFloors, screen.page) : [];
    if (missedGoals.length > 0) console.log(`${screen.path} misses issue 24's goals: ${missedGoals.join('; ')}.`);
    if (held.length > 0) console.log(`${screen.path} is below CI's floors: ${held.join('; ')}.`);
    failed ||= ci ? held.length > 0 : missedGoals.length > 0;
  }
  return failed ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await measureAll();
} catch (error) {
  if (!controller.signal.aborted) console.error((error as Error).message);
} finally {
  await stack?.stop();
}
process.exit(exitCode);
