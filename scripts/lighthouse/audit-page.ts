import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readResult, type AuditedRun } from './read-result.ts';

/** Debian's Chromium, as the end-to-end tests use it; never a downloaded browser. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// In French, as the product's visitors see it: the app takes the browser's language.
const chromiumFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--lang=fr-FR', '--accept-lang=fr-FR'];

/**
 * One Lighthouse run of the page in a Chromium of its own, with a fresh profile: a first
 * visit, nothing cached and no service worker yet. Lighthouse's default configuration is the
 * mobile one: a Moto G Power's screen, simulated slow 4G and a 4× CPU slowdown.
 */
export async function auditPage(url: string): Promise<AuditedRun> {
  // The caller stops Chromium on Ctrl-C (killAll), after which it still stops the stack.
  const chromium = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, handleSIGINT: false });
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The live queries keep Firestore's channel open, so the network never goes quiet: without
      // a shorter wait Lighthouse waits out its 45 s for every run. The metrics are in long before.
      maxWaitForLoad: 20_000,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    return readResult(result.lhr);
  } finally {
    chromium.kill();
  }
}
