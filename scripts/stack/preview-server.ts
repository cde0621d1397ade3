import path from 'node:path';
import { startManagedProcess, whenReady, type ManagedProcess } from './managed-process.ts';
import { waitForPort } from './net.ts';
import { nodeBin, repoRoot } from './paths.ts';
import type { Ports } from './ports.ts';
import { buildWebApp } from './web-build.ts';
import { webEnv } from './web-server.ts';

/** Where the production build for the local stack goes: apart from `dist/`, so a deployment build never carries emulator settings. */
export const previewOutDir = path.join(repoRoot, 'node_modules', '.cache', 'nioo-preview');

/**
 * Builds the production bundle for this stack (the emulators' ports baked in, as `npm run dev`
 * gives the dev server) and serves it with `vite preview` on the preview port: the service
 * worker, the split chunks and the hosting headers as a deployment has them. Resolves once it listens.
 */
export async function startPreviewServer(options: { ports: Ports; storageEmulator: boolean; verbose?: boolean; signal?: AbortSignal }): Promise<ManagedProcess> {
  const env = webEnv(options.ports, options.storageEmulator);
  const vite = nodeBin('vite');

  await buildWebApp(previewOutDir, { env, verbose: options.verbose, signal: options.signal });

  const preview = startManagedProcess({
    name: 'production preview',
    command: vite.command,
    args: [...vite.args, 'preview', '--outDir', previewOutDir, '--port', String(options.ports.preview), '--strictPort', '--host', '127.0.0.1'],
    cwd: repoRoot,
    env,
    verbose: options.verbose,
  });
  await whenReady(preview, options.signal, (abort) => waitForPort(options.ports.preview, { timeoutMs: 60_000, abort }));
  return preview;
}
