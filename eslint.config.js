import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Only src/lib and the feature data files may talk to Firebase directly (DESIGN.md §1).
const firebaseImports = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Go through src/lib/firebase.ts and a feature data file.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', '.emulator-data', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-imports': ['error', { patterns: [firebaseImports] }],
    },
  },
  {
    files: ['src/lib/**/*.ts', 'src/features/*/data.ts', 'src/features/*/data/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Pure logic shared with the server: no React, no Firebase, no browser.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [firebaseImports, { group: ['react', 'react-*', '@/*', '../../features/*', '../../lib/*'], message: 'Domain code is pure: zod and date-fns only.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
