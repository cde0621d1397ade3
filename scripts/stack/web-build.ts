import { PRERENDER_ENTRY, prerenderOutDir } from '../hosting/prerender-plugin.ts';
import { failureReport, startManagedProcess } from './managed-process.ts';
import { nodeBin, repoRoot } from './paths.ts';

export interface WebBuildOptions {
  /** The web app's settings for the stack it is built for (webEnv): the emulators' ports baked in. */
  env: NodeJS.ProcessEnv;
  verbose?: boolean;
  signal?: AbortSignal;
}

/** One `vite build`, stopped with the stack; throws its report when it fails. */
async function viteBuild(name: string, args: string[], { env, verbose, signal }: WebBuildOptions): Promise<void> {
  const vite = nodeBin('vite');
  const building = startManagedProcess({ name, command: vite.command, args: [...vite.args, 'build', ...args, '--emptyOutDir'], cwd: repoRoot, env, verbose });
  const stop = () => void building.stop();
  signal?.addEventListener('abort', stop, { once: true });
  await building.exited;
  signal?.removeEventListener('abort', stop);
  if (building.process.exitCode !== 0) throw new Error(failureReport(building, building.exitReason() ?? `The ${name} failed.`));
}

/**
 * The production bundle into `outDir`, and beside it the public pages' renderer
 * (scripts/hosting/prerender-plugin.ts): what the preview and the production topology serve.
 */
export async function buildWebApp(outDir: string, options: WebBuildOptions): Promise<void> {
  await viteBuild('production build', ['--outDir', outDir], options);
  await viteBuild('page renderer build', ['--ssr', PRERENDER_ENTRY, '--outDir', prerenderOutDir(outDir)], options);
}
