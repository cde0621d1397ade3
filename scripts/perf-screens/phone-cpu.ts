import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The issue's phone: this machine's CPU slowed four times, "a mid-range phone". Four times a
 * machine is a different phone on each machine, so the slowdown grows on a host fast enough that
 * four times would be quicker than a mid-range phone: Chrome DevTools' CPU calibration puts one (a
 * Pixel 5) at 1,000 on Lighthouse's benchmark index, and a low-end one (a Moto G4 Power 2022) at
 * 264. It never shrinks below four: a slower host measures a slower phone, never a quicker one
 * than the issue's.
 */
const ISSUE_SLOWDOWN = 4;
const MID_RANGE_PHONE_INDEX = 1_000;
/** Slowdowns tried at most: the index does not fall exactly as the slowdown grows. */
const ATTEMPTS = 3;

/**
 * The slowdown to try next, from the index measured at this one: none when it is a mid-range phone
 * or slower. The benchmark at a slowdown, not the host's own index divided: an unslowed run is
 * the one a busy moment disturbs most (one read 2,495 where the host's runs around it read 3,700
 * to 4,100, and four times still gave 793).
 */
export function nextSlowdown(slowdown: number, phoneIndex: number): number | null {
  if (phoneIndex <= MID_RANGE_PHONE_INDEX) return null;
  return Math.ceil(slowdown * (phoneIndex / MID_RANGE_PHONE_INDEX) * 10) / 10;
}

/** Lighthouse's benchmark index in a blank page, at this CPU slowdown; the median of three runs. */
async function benchmarkIndex(browser: Browser, slowdown: number): Promise<number> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    // The first run warms V8 up, as DevTools' calibration does, and is not counted.
    await page.evaluate(benchmark);
    const indexes: number[] = [];
    for (let run = 0; run < 3; run += 1) indexes.push(Number(await page.evaluate(benchmark)));
    return Math.round(indexes.sort((a, b) => a - b)[1] ?? 0);
  } finally {
    await page.close();
  }
}

export interface PhoneCpu {
  slowdown: number;
  /** The host's index at that slowdown: the phone the times are for. */
  phoneIndex: number;
}

/** Which phone the times are for, as the script reports it. */
export const phoneCpuText = ({ slowdown, phoneIndex }: PhoneCpu): string =>
  `This host's CPU slowed ${slowdown} times: ${phoneIndex} on Lighthouse's benchmark index, where a mid-range phone scores about ${MID_RANGE_PHONE_INDEX}.`;

/** The slowdown that makes this host the issue's phone: four times, or more until no quicker than a mid-range phone. */
export async function calibratePhoneCpu(browser: Browser): Promise<PhoneCpu> {
  let cpu = { slowdown: ISSUE_SLOWDOWN, phoneIndex: await benchmarkIndex(browser, ISSUE_SLOWDOWN) };
  for (let attempt = 1; attempt < ATTEMPTS; attempt += 1) {
    const slowdown = nextSlowdown(cpu.slowdown, cpu.phoneIndex);
    if (slowdown === null) break;
    cpu = { slowdown, phoneIndex: await benchmarkIndex(browser, slowdown) };
  }
  return cpu;
}
