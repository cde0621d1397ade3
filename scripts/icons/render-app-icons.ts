// `npx tsx scripts/icons/render-app-icons.ts`: redraws public/icons/ from public/logo.svg after the logo changes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot } from '../stack/paths.ts';
import { appIcons, brandColour } from './app-icons.ts';

const publicDir = path.join(repoRoot, 'public');
const logo = await readFile(path.join(publicDir, 'logo.svg'));
const logoUrl = `data:image/svg+xml;base64,${logo.toString('base64')}`;

// Debian's Chromium, as the end-to-end tests use it; never a downloaded browser.
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, purpose } of appIcons) {
    const transparent = purpose === 'any';
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;background:${transparent ? 'transparent' : brandColour}"><img src="${logoUrl}" width="${size}" height="${size}" style="display:block" alt=""></body>`,
    );
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: transparent });
    console.log(`public/${file} (${size}×${size}, ${purpose})`);
  }
} finally {
  await browser.close();
}
