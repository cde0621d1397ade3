import path from 'node:path';
import { PRERENDER_ENTRY, prerenderOutDir } from '../hosting/prerender-plugin.ts';
import { failureReport, startManagedProcess, whenReady, type ManagedProcess } from './managed-process.ts';
import { waitForPort } from './net.ts';
import { nodeBin, repoRoot } from './paths.ts';
import type { Ports } from './ports.ts';
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
  const build = startManagedProcess({
    name: 'production build',
    command: vite.command,
    args: [...vite.args, 'build', '--outDir', previewOutDir, '--emptyOutDir'],
    cwd: repoRoot,
    env,
    verbose: options.verbose,
  });
  const stopBuild = () => void build.stop();
  options.signal?.addEventListener('abort', stopBuild, { once: true });
  await build.exited;
  options.signal?.removeEventListener('abort', stopBuild);
  if (build.process.exitCode !== 0) throw new Error(failureReport(build, build.exitReason() ?? 'The production build failed.'));
  // The public pages' renderer, which the preview serves them from (scripts/hosting/prerender-plugin.ts).
  const serverBuild = startManagedProcess({
    name: 'page renderer build',
    command: vite.command,
    args: [...vite.args, 'build', '--ssr', PRERENDER_ENTRY, '--outDir', prerenderOutDir(previewOutDir), '--emptyOutDir'],
    cwd: repoRoot,
    env,
    verbose: options.verbose,
  });
  const stopServerBuild = () => void serverBuild.stop();
  options.signal?.addEventListener('abort', stopServerBuild, { once: true });
  await serverBuild.exited;
  options.signal?.removeEventListener('abort', stopServerBuild);
  if (serverBuild.process.exitCode !== 0) throw new Error(failureReport(serverBuild, serverBuild.exitReason() ?? 'The page renderer build failed.'));

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
