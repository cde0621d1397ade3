import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { jsxNoLiterals } from './eslint/jsx-no-literals.js';
import { kebabCaseFileNames } from './eslint/kebab-case-file-names.js';

// Only src/lib and the feature data files may talk to Firebase directly (DESIGN.md §1), the
// Firestore services of src/lib/firebase/firestore.ts included. The patterns are gitignore's:
// '/firebase' is the package alone, where 'firebase' would match the src/lib/firebase/ folder too.
const firebaseImports = {
  group: ['/firebase', 'firebase/*', '@firebase/*', '**/lib/firebase/firestore'],
  message: 'Go through src/lib/firebase/ and a feature data file.',
};

// Another feature's store hook (useHousehold, useGrocery…): components select with it, store code uses the feature's ports.
const anotherFeaturesStore = {
  group: ['@/features/*'],
  importNamePattern: '^use[A-Z]',
  message: "Store code asks another feature through the ports its index.ts exports (readHousehold, plannerListPort…), not its store.",
};

// React and what builds on it: the screens' business, never a store's or a data file's.
const reactImports = {
  group: ['react', 'react/*', 'react-*', 'react-*/*'],
  message: 'Only components and hooks use React: a store or a data file hands plain values to them.',
};

// Domain code is shared with the service: it imports only zod, date-fns and itself (relative
// imports, held in the domain by a zone below), and reads no global of one platform.
const domainImports = {
  regex: '^(?!(zod|date-fns)(/|$)|\\.|@/)',
  message: 'Domain code is pure and shared with the service: zod and date-fns only.',
};
// URL and URLSearchParams parse text the same way in the browser and in Node; every other
// browser or Node global (window, document, localStorage, navigator, process, Buffer, timers,
// fetch…) is the caller's to pass in.
const portableGlobals = new Set(['URL', 'URLSearchParams']);
const platformGlobals = Object.keys({ ...globals.browser, ...globals.node })
  .filter((name) => !(name in globals.es2023) && !portableGlobals.has(name))
  .map((name) => ({ name, message: 'Domain code runs in the browser and on the service alike: take what it needs (a date, random bytes, a stored value) as an argument.' }));

// A feature's layers, as folders (CONTRIBUTING.md "A feature's shape"): data/, store/, hooks/,
// components/. index.ts is its public face, not a layer; tests/lint/feature-shape.test.ts keeps
// anything else off a feature's root.
const dataFiles = ['src/features/*/data/**'];
// The data files that read over REST, without the Firebase SDK, so a public page loads none of it.
const restDataFiles = ['src/features/*/data/rest.ts', 'src/features/*/data/*-rest.ts'];
const storeFiles = ['src/features/*/store/**/!(*.test).ts'];
const hookFiles = ['src/features/*/hooks/**'];
const componentFiles = ['src/features/*/components/**'];

// What may import the test helpers in src/testing: tests, and the benchmarks that measure with the same samples.
const productFiles = ['src/!(testing)/**/!(*.test).{ts,tsx}', 'src/*.{ts,tsx}', 'scripts/!(bench)/**/!(*.test).ts', 'scripts/*.ts'];

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The layers of DESIGN.md §1, every arrow pointing down: app → features → ui, config, lib → domain.
const layerZones = [
  { target: 'src/features', from: 'src/app', message: 'Features never import the app shell: move what they share to src/config or src/ui.' },
  { target: 'src/ui', from: ['src/app', 'src/features'], message: 'The UI kit knows no feature and no shell.' },
  { target: 'src/config', from: ['src/app', 'src/features', 'src/ui', 'src/lib'], message: 'Configuration sits below everything but the domain.' },
  { target: 'src/lib', from: ['src/app', 'src/features', 'src/ui'], message: 'src/lib sits below the features and the shell.' },
  { target: 'src/domain/**/*.test.ts', from: ['src/app', 'src/features', 'src/ui', 'src/lib', 'src/config'], message: 'Domain code is pure: its tests need nothing above it.' },
  // Domain code imports only itself from the repository: no locale, no service, no test helper.
  { target: 'src/domain/**/!(*.test).ts', from: '.', except: ['./src/domain', './node_modules'], message: 'Domain code is pure and shared with the service: it imports only itself, zod and date-fns.' },
  { target: 'server', from: 'src', except: ['./domain', './locales'], message: 'The service shares only src/domain and src/locales with the app.' },
  { target: componentFiles, from: dataFiles, message: 'Components reach data through their feature store.' },
  { target: componentFiles, from: 'src/lib', message: 'Components reach src/lib through a store or a hook of their feature.' },
  // Inside a feature, DESIGN.md §1's table: data ↛ store, components, hooks, React; store ↛ components, hooks, ui; hooks ↛ data.
  {
    target: dataFiles,
    from: [...storeFiles, 'src/features/*/index.ts', ...componentFiles, ...hookFiles, 'src/ui/**'],
    message: 'A data file reads and writes Firestore, Storage or the API, nothing else: its store calls it, never the reverse.',
  },
  { target: storeFiles, from: [...componentFiles, ...hookFiles, 'src/ui/**'], message: 'A store holds state and actions for the screens and knows none of them: no component, hook or UI kit.' },
  { target: hookFiles, from: dataFiles, message: 'Hooks reach data through their feature store.' },
  { target: productFiles, from: 'src/testing', message: 'src/testing holds test helpers: only tests import it (move a fixture there, not the reverse).' },
  // Each feature's public face is its index.ts; nothing outside it reaches further in.
  ...features.map((feature) => ({
    target: ['src/!(features|app)/**', 'src/app/**/!(router).tsx', 'src/app/**/!(head-starts|first-listens).ts', `src/features/!(${feature})/**`, 'src/*.{ts,tsx}', 'tests/**', 'scripts/**'],
    from: `src/features/${feature}`,
    except: ['./index.ts'],
    message: `Import the ${feature} feature through src/features/${feature}/index.ts.`,
  })),
  // The router loads each screen on its own (route splitting), and the entry a screen's head start: they may reach a screen's module, and nothing deeper.
  ...features.map((feature) => ({
    target: ['src/app/router.tsx', 'src/app/routes/head-starts.ts'],
    from: `src/features/${feature}`,
    except: ['./index.ts', './components'],
    message: `The router reaches the ${feature} feature through its index.ts or one of its components.`,
  })),
  // The session's first listens reach a feature's early queries, a small module without its screens.
  ...features.map((feature) => ({
    target: 'src/app/routes/first-listens.ts',
    from: `src/features/${feature}`,
    except: ['./index.ts', './store/early-queries.ts'],
    message: `The session's first listens reach the ${feature} feature through its index.ts or store/early-queries.ts.`,
  })),
  // Between features, one way too: planner → grocery → cupboard, cookbook → cupboard, cookbook → recipes → household → auth, billing → household.
  {
    target: ['src/features/grocery', 'src/features/cupboard', 'src/features/cookbook', 'src/features/recipes', 'src/features/household', 'src/features/accounts'],
    from: 'src/features/planner',
    message: 'The planner builds on the cookbook and recipes, never the reverse: leave a slot in their screens and fill it in src/app/router.tsx.',
  },
  {
    target: ['src/features/cookbook', 'src/features/recipes', 'src/features/household', 'src/features/accounts'],
    from: 'src/features/grocery',
    message: 'The shopping list builds on recipes and the household; the planner builds on it, never the reverse.',
  },
  {
    target: 'src/features/cupboard',
    from: 'src/features/grocery',
    message: "The list subtracts the cupboard and puts its ticks away into it: the cupboard builds on the list's domain only, never on its feature.",
  },
  {
    target: 'src/features/recipes',
    from: 'src/features/cookbook',
    message: 'Recipes know nothing of the cookbook, which builds on them: leave a slot in the recipe screen and fill it in src/app/router.tsx.',
  },
  {
    target: ['src/features/recipes', 'src/features/household', 'src/features/accounts'],
    from: 'src/features/cupboard',
    message: "The cupboard builds on recipes (the catalogue) and the household; the list, the planner and the cookbook's 'Que cuisiner' build on it, never the reverse.",
  },
  {
    target: 'src/features/cupboard',
    from: ['src/features/grocery', 'src/features/planner', 'src/features/cookbook'],
    message: 'The list, the planner and the cookbook build on the cupboard: it knows none of them (they call its actions and selectors).',
  },
  { target: 'src/features/household', from: ['src/features/recipes', 'src/features/cookbook'], message: 'The household sits below recipes and cookbook: pass what it runs for them in (see useHouseholdSubscriptions).' },
  {
    target: ['src/features/household', 'src/features/accounts', 'src/features/recipes', 'src/features/cookbook', 'src/features/grocery', 'src/features/cupboard', 'src/features/planner'],
    from: 'src/features/billing',
    message: 'Billing builds on the household, never the reverse: the settings page leaves a slot for its panel, filled in src/app/router.tsx.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', '.emulator-data', 'test-results', 'tests/lint/fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, nioo: { rules: { 'jsx-no-literals': jsxNoLiterals, 'kebab-case-file-names': kebabCaseFileNames } } },
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    settings: {
      // import-x reads every imported file to follow cycles: tell it how to parse TypeScript.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.app.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'nioo/kebab-case-file-names': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-imports': ['error', { patterns: [firebaseImports] }],
      'nioo/jsx-no-literals': 'error',
    },
  },
  {
    files: ['src/lib/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Data files (and their emulator tests) talk to Firebase, and hand plain values up: no React.
    files: ['src/features/*/data/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [reactImports] }] },
  },
  {
    // data/rest.ts and data/*-rest.ts read without the Firebase SDK, so a public page loads none of it.
    files: restDataFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [firebaseImports, reactImports] }] },
  },
  {
    // A store calls its data files for Firebase, and hands plain values to the screens. It asks
    // another feature through the ports that feature's index.ts exports (readHousehold,
    // plannerListPort…), never through its store hook, whose state and actions it would reach whole.
    files: storeFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [firebaseImports, reactImports, anotherFeaturesStore] }] },
  },
  {
    // Pure logic shared with the server: zod and date-fns, and no browser or Node global.
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [domainImports] }],
      'no-restricted-globals': ['error', ...platformGlobals],
    },
  },
  {
    // Domain tests may use vitest and the test helpers, still no React or Firebase.
    files: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [firebaseImports, { group: ['react', 'react-*'], message: 'Domain code is pure: zod and date-fns only.' }] }],
    },
  },
  {
    // The service reads a stored document through readDoc (server/read-doc.ts) and its schema,
    // so a document that does not parse is skipped and reported as the app skips it. Tests may
    // look at what is stored.
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[arguments.length=0] > MemberExpression.callee[property.name='data']",
          message: 'Read a stored document with readDoc or readDocs (server/read-doc.ts) and its schema, not with data().',
        },
      ],
    },
  },
  {
    // Tests assert on the French the screens show, and render their own fixtures.
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'react-refresh/only-export-components': 'off', 'nioo/jsx-no-literals': 'off' },
  },
);
