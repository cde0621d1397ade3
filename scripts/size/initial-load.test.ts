import { describe, expect, it } from 'vitest';
import { initialFiles, weigh, type Manifest } from './initial-load.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_shell.js'], dynamicImports: ['src/planner.tsx', '_firestore.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shell.js': { file: 'assets/shell.js', imports: ['_react.js'] },
  'src/discovery.tsx': { file: 'assets/discovery.js', isDynamicEntry: true, imports: ['_shell.js', '_lite.js'] },
  'src/planner.tsx': { file: 'assets/planner.js', isDynamicEntry: true, imports: ['_firestore.js'] },
  '_lite.js': { file: 'assets/lite.js' },
  '_firestore.js': { file: 'assets/firestore.js' },
};

describe('initialFiles', () => {
  it('follows static imports from every starting module, each file once', () => {
    expect(initialFiles(manifest, ['index.html', 'src/discovery.tsx'])).toEqual(['assets/discovery.js', 'assets/index.js', 'assets/lite.js', 'assets/react.js', 'assets/shell.js']);
  });

  it('leaves out what loads on demand', () => {
    expect(initialFiles(manifest, ['index.html'])).not.toContain('assets/planner.js');
    expect(initialFiles(manifest, ['index.html'])).not.toContain('assets/firestore.js');
  });

  it('fails on a module the build no longer has', () => {
    expect(() => initialFiles(manifest, ['index.html', 'src/gone.tsx'])).toThrow('src/gone.tsx is not in the build manifest');
  });
});

describe('weigh', () => {
  const sizes: Record<string, number> = { 'assets/index.js': 1_000, 'assets/react.js': 40_000, 'assets/shell.js': 5_000, 'assets/discovery.js': 3_000, 'assets/lite.js': 30_000 };

  it('adds up the gzipped files and compares them with the budget', () => {
    const [within, over] = weigh(
      manifest,
      [
        { screen: '/recipes', modules: ['index.html', 'src/discovery.tsx'], maxKb: 79 },
        { screen: '/recipes, tight', modules: ['index.html', 'src/discovery.tsx'], maxKb: 78.9 },
      ],
      (file) => sizes[file] ?? 0,
    );
    expect(within).toMatchObject({ gzipKb: 79, withinBudget: true });
    expect(over).toMatchObject({ gzipKb: 79, withinBudget: false });
  });
});
