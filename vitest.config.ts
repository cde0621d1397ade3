import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// '@domain' is the service's way to the shared domain code (tsconfig.node.json).
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)), '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)) };

const unitRoots = ['src', 'server', 'scripts', 'tests/lint', 'tests/e2e/support'];
const isUnitTest = (file: string) => file.endsWith('.test.ts') && !file.endsWith('.emulator.test.ts');

/**
 * The unit test files that replace modules or globals (vi.mock and the like). Run one after
 * another in a worker's shared module graph, their replacements would reach the next files: they
 * keep a graph of their own. The others share one: set up afresh for each file, the unit project
 * spent 101 s of its 107 importing modules, and 23 s in all once shared.
 */
const unitFilesReplacingModules = unitRoots.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => join(root, file))
    .filter((file) => isUnitTest(file) && /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv)\(/.test(readFileSync(file, 'utf8'))),
);

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves a core idle (one worker on CI's two); the rules and API files spend
    // much of their time waiting on the emulators, and two workers took the rules suite from
    // 345 s to 226 s (three: 228 s). `npm run test:vitest` runs the emulator suites after the
    // others, one at a time: run beside them, their emulators and service wanted the same two
    // cores, and the whole took 7.4 to 9.4 min instead of 6.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: unitRoots.map((root) => `${root}/**/*.test.ts`),
          // Beside the data files they prove, run with the rules suite's emulator.
          exclude: ['src/**/*.emulator.test.ts', 'server/**/*.emulator.test.ts', ...unitFilesReplacingModules],
          isolate: false,
          setupFiles: ['src/testing/setup-unit.ts'],
        },
      },
      {
        resolve: { alias },
        test: { name: 'unit-mocks', environment: 'node', include: unitFilesReplacingModules },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/setup-tests.ts'],
          // The files of a worker share one jsdom and one module graph: set up afresh for each
          // file, they spent three quarters of the project's 4.6 min importing the app again. The
          // set-up file resets every store, the DOM and localStorage after each test, which is
          // what keeps one file's state from the next (all pass in shuffled orders too).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts', 'src/**/*.emulator.test.ts', 'server/**/*.emulator.test.ts'],
          globalSetup: ['tests/rules/global-setup.ts'],
          isolate: false,
          testTimeout: 20_000,
          // A worker's first file loads the rules into the emulator, which the rules' size makes slow on a busy machine.
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          isolate: false,
          // Starts Firestore, Auth, MailDev and the API service once for the whole suite.
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
