import './index.css';
import { FIRST_PAINT_SCRIPT_ID } from './app/prerender/first-paint-id';
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

const prerendered = document.getElementById(FIRST_PAINT_SCRIPT_ID) !== null;
const painted = prerendered ? firstPictures().then(nextPaint) : Promise.resolve();
void painted.then(() => import('./boot'));

// After the page's own loading, so the service worker's precache never competes with it.
window.addEventListener('load', registerServiceWorker);
