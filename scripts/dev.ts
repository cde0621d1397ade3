// `npm run dev [-- --persist] [-- --verbose] [-- --built | --preview | --production]`: the whole product on one machine (DESIGN.md §2).
import { formatBanner } from './stack/banner.ts';
import { readPorts, type Ports } from './stack/ports.ts';
import { startStack } from './stack/start-stack.ts';

const usage = 'Usage: npm run dev -- [--persist] [--verbose] [--built | --preview | --production]';
const flags = process.argv.slice(2);
const known = ['--persist', '--verbose', '--built', '--preview', '--production'];
const unknown = flags.filter((flag) => !known.includes(flag));
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(', ')}. ${usage}`);
  process.exit(1);
}
const persist = flags.includes('--persist');
const verbose = flags.includes('--verbose');
// The production build on the app's port instead of the dev server (the journeys' stack).
const webFromBuild = flags.includes('--built');
const withPreview = flags.includes('--preview');
// The deployed topology alone: the hosting serves the app and sends the service its paths, so
// neither the dev server nor the API service runs beside it.
const withProduction = flags.includes('--production');
if ([webFromBuild, withPreview, withProduction].filter(Boolean).length > 1) {
  console.error(`--built, --preview and --production serve the build each their own way: choose one. ${usage}`);
  process.exit(1);
}

let ports: Ports;
try {
  ports = readPorts();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// A closed terminal (SIGHUP) must not turn our last messages into a crash mid-shutdown.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});

const startedAt = performance.now();
const controller = new AbortController();
const starting = startStack({ ports, persist, verbose, withWeb: !withProduction, webFromBuild, withPreview, withProduction, signal: controller.signal });

let shuttingDown = false;
async function shutdown(exitCode: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log('\nStopping the local stack…');
  controller.abort();
  // When start-up is still running, it stops what it started and rejects.
  const stack = await starting.catch(() => undefined);
  await stack?.stop();
  process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));

try {
  const stack = await starting;
  if (!shuttingDown) {
    console.log(formatBanner({ urls: stack.urls, notices: stack.notices, persist, startupSeconds: (performance.now() - startedAt) / 1000 }));
    void stack.crashed.then((report) => {
      console.error(`\n${report}`);
      void shutdown(1);
    });
  }
} catch (error) {
  if (!shuttingDown) {
    console.error(verbose ? error : (error as Error).message);
    process.exit(1);
  }
}
