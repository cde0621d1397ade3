import type { Page } from '@playwright/test';
import en from '../../../src/locales/en.json' with { type: 'json' };
import fr from '../../../src/locales/fr.json' with { type: 'json' };
import { englishSentences, sentencesShown } from './english-text';

const sentences = englishSentences(en, fr);

/** Time for a screen to draw its data after a navigation before its text is read. */
const SETTLE_MS = 1_000;

export interface EnglishFinding {
  url: string;
  sentence: string;
}

/** The English sentences the page shows now, none when it is not a French screen. */
async function englishShown(page: Page): Promise<EnglishFinding[]> {
  if (page.isClosed() || page.url().startsWith('about:')) return [];
  const url = new URL(page.url()).pathname;
  const screen = await page
    .evaluate(() => (document.documentElement.lang.startsWith('fr') ? document.body.innerText : ''))
    // A screen left while it was read has no text to judge; the next one will be read.
    .catch(() => '');
  return sentencesShown(screen, sentences).map((sentence) => ({ url, sentence }));
}

/**
 * Reads every screen the page visits once it has settled, and the last one on `finish`, for a
 * sentence of en.json that French writes otherwise: an English sentence left on a French screen.
 */
export function watchFrenchScreens(page: Page) {
  const findings: EnglishFinding[] = [];
  let reads: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const readNow = () => {
    reads = reads.then(async () => {
      findings.push(...(await englishShown(page)));
    });
  };

  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    clearTimeout(timer);
    timer = setTimeout(readNow, SETTLE_MS);
  });

  return {
    async finish(): Promise<EnglishFinding[]> {
      clearTimeout(timer);
      readNow();
      await reads;
      return findings.filter((finding, index) => findings.findIndex((other) => other.url === finding.url && other.sentence === finding.sentence) === index);
    },
  };
}

export function describeEnglish(findings: EnglishFinding[]): string {
  return findings.map((finding) => `${finding.url}: "${finding.sentence}"`).join('\n');
}
