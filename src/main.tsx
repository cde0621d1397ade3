import './index.css';
import { firstEarlyTap, holdEarlyTaps } from './app/prerender/early-taps';
import { FIRST_PAINT_SCRIPT_ID } from './app/prerender/first-paint-id';
import { emulatorOriginsFrom, sessionStartConnections } from './config/service-origins';
import { householdKept } from './lib/last-household';
import { nextTask } from './lib/next-task';
import { preconnect } from './lib/preconnect';
import { registerServiceWorker } from './lib/service-worker';

// The entry holds only the styles and this. A prerendered page is on screen before any script
// runs: the app's modules start once it has painted, its first pictures included, so their
// start-up never holds that paint back (issue 12). Any other page loads the app at once.
const PICTURES_WAIT_MS = 2_000;

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** The pictures the page fetches first (the ones above the fold), decoded, or a picture that never comes waited for 2 s at most. */
function firstPictures(): Promise<unknown> {
  const decoded = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((image) => image.decode().catch(() => undefined));
  return Promise.race([Promise.all(decoded), new Promise((resolve) => setTimeout(resolve, PICTURES_WAIT_MS))]);
}

/**
 * The app under a page already on screen. Its modules take a few hundred milliseconds to
 * evaluate on a phone, and an import evaluates its whole graph in one task: imported in slices,
 * a task apiece, the page answers a tap between them (Lighthouse's Total Blocking Time counts
 * every task over 50 ms). Each slice waits for the one before, so only a page that already shows
 * pays that wait.
 */
async function startUnderPrerenderedPage(): Promise<void> {
  holdEarlyTaps();
  // A tap says what matters now: the app, not the pictures.
  await Promise.race([firstPictures().then(nextPaint), firstEarlyTap]);
  const slices = [
    () => import('react-dom/client'),
    () => import('./lib/i18n').then(({ i18nReady }) => i18nReady),
    () => import('./config/env'),
    () => import('./app/app'),
  ];
  for (const slice of slices) {
    await slice();
    await nextTask();
  }
  await import('./boot');
}

const prerendered = document.getElementById(FIRST_PAINT_SCRIPT_ID) !== null;
/**
 * Any other page (a member's screen, a sign-in form) waits on Auth, its language and, on a screen
 * that draws what it last showed, that screen's head start: each starts beside the app's modules
 * instead of once they have evaluated. Only a head start: should one fail to load, the app loads
 * it again itself and says so if it cannot.
 */
function startApp(): Promise<unknown> {
  const ignore = () => undefined;
  import('./lib/firebase/auth').then(({ startAuth }) => startAuth(), ignore);
  import('./lib/i18n').catch(ignore);
  import('./app/routes/head-starts').then(({ loadHeadStartAt }) => loadHeadStartAt(window.location.pathname)?.catch(ignore), ignore);
  return import('./boot');
}

// A member's visit waits on Auth's servers, then Firestore's, before its first data: on a phone's
// network each new connection costs a few round trips, which a device that keeps a member's
// session pays while the app's modules load instead. A visitor's page opens none it would not use.
if (householdKept()) preconnect(sessionStartConnections(emulatorOriginsFrom(import.meta.env)));
void (prerendered ? startUnderPrerenderedPage() : startApp());

// After the page's own loading, so the service worker's precache never competes with it.
window.addEventListener('load', registerServiceWorker);
