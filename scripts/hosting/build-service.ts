import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { repoRoot } from '../stack/paths.ts';

/** Where the service's folder goes beside a build in `outDir`: firebase.json's functions.source is `dist-service`. */
export function serviceOutDir(outDir: string): string {
  return `${outDir}-service`;
}

/** Cloud Functions' Node: the version the service's package.json asks for. */
export const SERVICE_NODE_MAJOR = '22';

/** `lodash/fp` → `lodash`, `@scope/pkg/sub` → `@scope/pkg`; undefined for Node's own modules. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The packages a bundle still imports, each at the version installed here. */
function installedDependencies(metafile: Metafile): Record<string, string> {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      const name = external ? packageOf(specifier) : undefined;
      if (name) names.add(name);
    }
  }
  // Read where npm installed it: packages' exports often leave their package.json out.
  const versionOf = (name: string) => (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  return Object.fromEntries([...names].sort().map((name) => [name, versionOf(name)]));
}

/**
 * The service's folder, as Cloud Functions and its emulator load it: server/functions.ts and
 * the page renderer (`prerenderDir`, from `vite build --ssr`) bundled, the app's index.html
 * beside them, and a package.json naming the packages they import, at the versions the
 * repository's lock installed. The emulator finds those in the repository's node_modules; a
 * deployment installs them. One package.json for the repository, then, and no second install.
 */
export async function buildService({ appDir, prerenderDir, outDir }: { appDir: string; prerenderDir: string; outDir: string }): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const { metafile } = await build({
    entryPoints: { index: path.join(repoRoot, 'server/functions.ts'), 'render-page': path.join(prerenderDir, 'render-page.js') },
    outdir: outDir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    // The functions' file loads only the functions SDK; each part of the service, a chunk of
    // its own, loads with its first request (server/functions.ts).
    splitting: true,
    target: `node${SERVICE_NODE_MAJOR}`,
    metafile: true,
    logLevel: 'warning',
  });
  copyFileSync(path.join(appDir, 'index.html'), path.join(outDir, 'index.html'));
  const manifest = {
    name: 'nioo-service',
    private: true,
    type: 'module',
    main: 'index.js',
    engines: { node: SERVICE_NODE_MAJOR },
    dependencies: installedDependencies(metafile),
  };
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
