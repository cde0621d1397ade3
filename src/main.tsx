import './index.css';
import { FIRST_PAINT_SCRIPT_ID } from './app/prerender/first-paint-id';
import { registerServiceWorker } from './lib/service-worker';

// The entry holds only the styles and this. A prerendered page is on screen before any script
// runs: the app's modules start once it has painted, so their start-up never holds that paint
// back (issue 12). Any other page loads the app at once.
const prerendered = document.getElementById(FIRST_PAINT_SCRIPT_ID) !== null;
const painted = prerendered ? new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))) : Promise.resolve();
void painted.then(() => import('./boot'));

// After the page's own loading, so the service worker's precache never competes with it.
window.addEventListener('load', registerServiceWorker);
