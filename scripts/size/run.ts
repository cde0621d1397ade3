// `npm run size`: builds the app and checks what each screen loads before it renders against
// its budget (budgets.ts). Part of `npm test`; exits 1 when a budget is exceeded.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { nodeBin, repoRoot } from '../stack/paths.ts';
import { budgets } from './budgets.ts';
import { weigh, type Manifest } from './initial-load.ts';

const outDir = path.join(repoRoot, 'node_modules', '.cache', 'nioo-size');
const vite = nodeBin('vite');
const build = spawnSync(vite.command, [...vite.args, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The build failed: nothing to weigh.');
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
// gzip at its default level, as a web server sends the files.
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;
const results = weigh(manifest, budgets, gzipBytes);

console.log('| screen | JavaScript before it renders (gzip) | budget | files |');
console.log('|---|---|---|---|');
for (const { budget, files, gzipKb, withinBudget } of results) {
  console.log(`| ${budget.screen} | ${gzipKb.toFixed(1)} kB | ≤ ${budget.maxKb} kB ${withinBudget ? '✓' : '✗'} | ${files.length} |`);
}
const over = results.filter((result) => !result.withinBudget);
for (const { budget, files } of over) {
  const heaviest = files.map((file) => ({ file, kb: gzipBytes(file) / 1_000 })).sort((a, b) => b.kb - a.kb).slice(0, 5);
  console.error(`\n${budget.screen} is over its budget. Heaviest files:\n${heaviest.map(({ file, kb }) => `  ${kb.toFixed(1)} kB  ${file}`).join('\n')}`);
}
process.exitCode = over.length > 0 ? 1 : 0;
