import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresRoot = resolve(import.meta.dirname, '../../src/features');
const shape = ['components', 'data', 'hooks', 'index.ts', 'store'];
const features = readdirSync(featuresRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory());

// The lint zones know a layer by its folder (eslint.config.js): a file loose at a feature's root
// would belong to none of them and escape every arrow of DESIGN.md §1's table.
describe("a feature's shape", () => {
  it('finds the features', () => {
    expect(features.map((feature) => feature.name)).toEqual(expect.arrayContaining(['accounts', 'grocery', 'planner', 'recipes']));
  });

  it.each(features.map((feature) => feature.name))('%s holds index.ts and the layer folders, nothing else', (name) => {
    const entries = readdirSync(resolve(featuresRoot, name));
    expect(entries).toContain('index.ts');
    expect(entries.filter((entry) => !shape.includes(entry))).toEqual([]);
  });
});
