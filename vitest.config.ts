import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// '@domain' is the service's way to the shared domain code (tsconfig.node.json).
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)), '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves a core idle (one worker on CI's two); the rules and API files spend
    // much of their time waiting on the emulators, and two workers took the rules suite from
    // 345 s to 226 s (three: 228 s).
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/e2e/support/**/*.test.ts'],
          // Beside the data files they prove, run with the rules suite's emulator.
          exclude: ['src/**/*.emulator.test.ts', 'server/**/*.emulator.test.ts'],
        },
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
          testTimeout: 20_000,
          // Each file loads the rules into the emulator first, which the rules' size makes slow on a busy machine.
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Starts Firestore, Auth, MailDev and the API service once for the whole suite.
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
