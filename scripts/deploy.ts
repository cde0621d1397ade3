// `npm run deploy -- --project <id>`: builds the app, its page renderer and the service, and
// deploys them with the rules and indexes to a real Firebase project (README, "Deploying").
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildService, serviceOutDir } from './hosting/build-service.ts';
import { PRERENDER_ENTRY, prerenderOutDir } from './hosting/prerender-plugin.ts';
import { nodeBin, repoRoot } from './stack/paths.ts';

/** What one deployment sends: everything firebase.json describes. */
export const DEPLOYED = 'firestore:rules,firestore:indexes,storage,hosting,functions';

/** The project named by `--project <id>`; throws the sentence to show for anything else. */
export function deployTarget(argv: readonly string[]): string {
  const usage = 'Usage: npm run deploy -- --project <id>';
  const at = argv.indexOf('--project');
  const project = at === -1 ? undefined : argv[at + 1];
  const unknown = at === -1 ? [...argv] : [...argv.slice(0, at), ...argv.slice(at + 2)];
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(', ')}. ${usage}`);
  if (!project || project.startsWith('--')) throw new Error(`Which project? ${usage}`);
  // demo- ids are the emulators' (server/config.ts): no real project has one.
  if (project.startsWith('demo-')) throw new Error(`"${project}" is an emulator project: deploy to a real one. ${usage}`);
  return project;
}

/** The service's parameters for `project` (APP_ORIGIN, SMTP_HOST…), kept beside firebase.json as `.env.service.<project>`. */
export function serviceSettingsFile(project: string): string {
  return path.join(repoRoot, `.env.service.${project}`);
}

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${path.basename(args[0] ?? command)} ${args.slice(1).join(' ')} failed.`);
}

async function deploy(project: string) {
  const appDir = path.join(repoRoot, 'dist');
  const vite = nodeBin('vite');
  // The app's Firebase settings come from .env (README, "Using a real Firebase project").
  const env = { ...process.env, VITE_USE_EMULATORS: 'false' };
  run(vite.command, [...vite.args, 'build', '--outDir', appDir, '--emptyOutDir'], env);
  run(vite.command, [...vite.args, 'build', '--ssr', PRERENDER_ENTRY, '--outDir', prerenderOutDir(appDir), '--emptyOutDir'], env);
  await buildService({ appDir, prerenderDir: prerenderOutDir(appDir), outDir: serviceOutDir(appDir) });
  // The Firebase CLI reads the parameters from the functions' folder, which each build empties.
  if (existsSync(serviceSettingsFile(project))) copyFileSync(serviceSettingsFile(project), path.join(serviceOutDir(appDir), `.env.${project}`));
  const firebase = nodeBin('firebase');
  run(firebase.command, [...firebase.args, 'deploy', '--project', project, '--only', DEPLOYED]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await deploy(deployTarget(process.argv.slice(2)));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
