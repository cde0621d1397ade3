// The app, which src/main.tsx loads: at once, or once a prerendered page has painted.
import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import i18n, { i18nReady } from './lib/i18n';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { headStartScreenAt } from './app/routes/head-start-screens';
import { releaseEarlyTaps } from './app/prerender/early-taps';
import { readFirstPaintSnapshot } from './app/prerender/first-paint-snapshot';
import { ConfigErrorScreen } from './app/screens/config-error-screen';
import { firebaseConfigReading } from './config/env';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A prerendered public page is hydrated once the browser holds what the server rendered it from;
// in another language than the visitor's, or without its data, it is rendered afresh.
const snapshot = readFirstPaintSnapshot(document);
// Any other page's router is made now: it starts loading its screen's modules while the language
// loads, instead of after.
const router = snapshot || !firebaseConfigReading.ok ? undefined : createAppRouter();
/** Settles once the router has matched the page and loaded what its route waits for. */
const routerInitialized = (appRouter: ReturnType<typeof createAppRouter>) =>
  new Promise<void>((resolve) => {
    if (appRouter.state.initialized) return resolve();
    const unsubscribe = appRouter.subscribe(({ initialized }) => {
      if (!initialized) return;
      unsubscribe();
      resolve();
    });
  });
// A screen that draws what this device last showed draws it in the app's first render, which
// React commits at once; the router's later update would render as a transition, which yields
// to Firestore's start-up for hundreds of milliseconds on a phone.
const headStartRouted = router && headStartScreenAt(window.location.pathname) ? routerInitialized(router) : undefined;
const app = <StrictMode>{firebaseConfigReading.ok ? <App router={router} /> : <ConfigErrorScreen missing={firebaseConfigReading.missing} />}</StrictMode>;
const renderAfresh = () => {
  createRoot(root).render(app);
  releaseEarlyTaps();
};
// Nothing renders before the visitor's language has loaded: every screen speaks it.
await Promise.all([i18nReady, headStartRouted]);
if (snapshot && firebaseConfigReading.ok && snapshot.language === i18n.resolvedLanguage) {
  import('./app/prerender/prepare-hydration')
    .then(({ prepareHydration }) => prepareHydration(snapshot, window.location.pathname))
    .then(
      // As a transition, hydration yields to the browser between components instead of holding
      // the main thread for the whole page: the page already shows, and stays responsive.
      () => {
        startTransition(() => void hydrateRoot(root, app));
        // Outside the transition: what the held tap starts is urgent, as a tap's always is.
        releaseEarlyTaps();
      },
      (error: unknown) => {
        console.error('Prerendered page not hydrated', error);
        renderAfresh();
      },
    );
} else {
  renderAfresh();
}
