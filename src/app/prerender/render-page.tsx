import '@/lib/zod-without-eval';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { resetAllStores } from '@/lib/create-store';
import { recordRestAnswers } from '@/lib/firebase/firestore-rest';
import i18n from '@/lib/i18n';
import { AppErrorBoundary } from '../error-boundary';
import { routes } from '../router';
import { loadFirstPaintData } from './first-paint';
import { firstPaintScript, type PageRenderer } from './first-paint-snapshot';

// The server's entry (`vite build --ssr`): a public page rendered to HTML with its first data,
// which the browser hydrates (src/boot.tsx). The stores are this process's: one page at a time.

/** The page at `url` for a visitor speaking `language`. */
export const renderPublicPage: PageRenderer['renderPublicPage'] = async (url, language) => {
  resetAllStores();
  await i18n.changeLanguage(language);
  const stopRecording = recordRestAnswers();
  let prerendered: boolean;
  try {
    prerendered = await loadFirstPaintData(url.pathname);
  } catch {
    prerendered = false;
  }
  const answers = stopRecording();
  if (!prerendered) return null;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: react-router's hydration script is inline, which the policy refuses; the routes load no data of their own.
  // prerender, not renderToString: it waits for the lazy slots, so the browser finds them
  // rendered instead of a boundary left to it, which it would report as an error.
  const { prelude } = await prerender(
    <StrictMode>
      <AppErrorBoundary>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppErrorBoundary>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return { html, snapshotScript: firstPaintScript({ language, answers }) };
};
