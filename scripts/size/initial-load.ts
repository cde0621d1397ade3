/** One chunk of Vite's build manifest (`vite build --manifest`), keyed by its source or its chunk name. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript a browser fetches before a screen renders: each starting module (the page's
 * entry, the route's screen, what the session loads) with every chunk those import statically.
 * Dynamic imports are left out: they load when used, after the screen is there. A module missing
 * from the manifest throws, so a renamed screen fails the check instead of weighing nothing.
 */
export function initialFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const files = new Map<string, string>();
  const pending = [...modules];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (files.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: is it still a module the app loads on its own?`);
    files.set(key, chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return [...new Set(files.values())].sort();
}

export interface Budget {
  /** What the user opens, as the table prints it. */
  screen: string;
  /** The manifest keys that load before it renders. */
  modules: readonly string[];
  /** The most gzipped JavaScript it may take, in kB (1,000 bytes). */
  maxKb: number;
}

export interface Weighed {
  budget: Budget;
  files: string[];
  gzipKb: number;
  withinBudget: boolean;
}

/** Each budget's files and their weight, given each file's gzipped size in bytes. */
export function weigh(manifest: Manifest, budgets: readonly Budget[], gzipBytes: (file: string) => number): Weighed[] {
  return budgets.map((budget) => {
    const files = initialFiles(manifest, budget.modules);
    const gzipKb = files.reduce((total, file) => total + gzipBytes(file), 0) / 1_000;
    return { budget, files, gzipKb, withinBudget: gzipKb <= budget.maxKb };
  });
}
