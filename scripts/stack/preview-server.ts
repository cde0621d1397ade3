import path from 'node:path';
import { startManagedProcess, whenReady, type ManagedProcess } from './managed-process.ts';
import { waitForPort } from './net.ts';
import { nodeBin, repoRoot } from './paths.ts';
import type { Ports } from './ports.ts';
import { buildWebApp } from './web-build.ts';
import { webEnv } from './web-server.ts';

/**
 * Where the production build served on `port` goes: apart from `dist/`, so a deployment build
 * never carries emulator settings, and one directory per port, so a stack started beside another
 * (the journeys' beside `npm run dev -- --preview`) never serves the other's emulator ports.
 */
const previewOutDir = (port: number) => path.join(repoRoot, 'node_modules', '.cache', `nioo-preview-${port}`);

/**
 * Builds the production bundle for this stack (the emulators' ports baked in, as `npm run dev`
 * gives the dev server) and serves it with `vite preview` on `port`, the preview port unless
 * told: the service worker, the split chunks and the hosting headers as a deployment has them.
 * Resolves once it listens.
 */
export async function startPreviewServer(options: { ports: Ports; port?: number; storageEmulator: boolean; verbose?: boolean; signal?: AbortSignal }): Promise<ManagedProcess> {
  const env = webEnv(options.ports, options.storageEmulator);
  const vite = nodeBin('vite');
  const port = options.port ?? options.ports.preview;
  const outDir = previewOutDir(port);

  await buildWebApp(outDir, { env, verbose: options.verbose, signal: options.signal });

  const preview = startManagedProcess({
    name: 'production preview',
    command: vite.command,
    args: [...vite.args, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    cwd: repoRoot,
    env,
    verbose: options.verbose,
  });
  await whenReady(preview, options.signal, (abort) => waitForPort(port, { timeoutMs: 60_000, abort }));
  return preview;
}
