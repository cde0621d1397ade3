import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Each row is one import the layers of DESIGN.md §1 forbid, linted as if it stood in `file`:
// the project's own ESLint config must report it with `rule`. If a zone stops biting, its row fails.

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

interface Violation {
  zone: string;
  file: string;
  code: string;
  rule: string;
}

const violations: Violation[] = [
  { zone: 'features never import the shell', file: 'src/features/recipes/probe.ts', code: "import { routes } from '@/app/router';\nexport const probe = routes;", rule: 'import-x/no-restricted-paths' },
  { zone: 'ui imports no feature', file: 'src/ui/probe.ts', code: "import { useSession } from '@/features/accounts';\nexport const probe = useSession;", rule: 'import-x/no-restricted-paths' },
  { zone: 'ui imports no shell', file: 'src/ui/probe.ts', code: "import { routes } from '@/app/router';\nexport const probe = routes;", rule: 'import-x/no-restricted-paths' },
  { zone: 'config sits below features', file: 'src/config/probe.ts', code: "import { useSession } from '@/features/accounts';\nexport const probe = useSession;", rule: 'import-x/no-restricted-paths' },
  { zone: 'lib sits below features', file: 'src/lib/probe.ts', code: "import { useSession } from '@/features/accounts';\nexport const probe = useSession;", rule: 'import-x/no-restricted-paths' },
  { zone: 'domain is pure', file: 'src/domain/recipes/probe.ts', code: "import { paths } from '@/config/paths';\nexport const probe = paths;", rule: 'import-x/no-restricted-paths' },
  { zone: 'other features only through index.ts', file: 'src/app/probe.ts', code: "import { useSession } from '@/features/accounts/store';\nexport const probe = useSession;", rule: 'import-x/no-restricted-paths' },
  { zone: 'a feature reaches another only through index.ts', file: 'src/features/cookbook/probe.ts', code: "import { useRecipes } from '../recipes/store';\nexport const probe = useRecipes;", rule: 'import-x/no-restricted-paths' },
  { zone: 'recipes never import the cookbook', file: 'src/features/recipes/components/probe.ts', code: "import { RecipeTags } from '@/features/cookbook';\nexport const probe = RecipeTags;", rule: 'import-x/no-restricted-paths' },
  { zone: 'nothing below the planner imports it', file: 'src/features/cookbook/components/probe.ts', code: "import { usePlanner } from '@/features/planner';\nexport const probe = usePlanner;", rule: 'import-x/no-restricted-paths' },
  { zone: 'the shopping list never imports the planner', file: 'src/features/grocery/probe.ts', code: "import { usePlanner } from '@/features/planner';\nexport const probe = usePlanner;", rule: 'import-x/no-restricted-paths' },
  { zone: 'the cupboard never imports the shopping list', file: 'src/features/cupboard/probe.ts', code: "import { useGrocery } from '@/features/grocery';\nexport const probe = useGrocery;", rule: 'import-x/no-restricted-paths' },
  { zone: 'the cupboard never imports the cookbook', file: 'src/features/cupboard/probe.ts', code: "import { useCookbook } from '@/features/cookbook';\nexport const probe = useCookbook;", rule: 'import-x/no-restricted-paths' },
  { zone: 'the household imports no feature above it', file: 'src/features/household/probe.ts', code: "import { useRecipes } from '@/features/recipes';\nexport const probe = useRecipes;", rule: 'import-x/no-restricted-paths' },
  { zone: 'the household never imports billing', file: 'src/features/household/components/probe.ts', code: "import { useBilling } from '@/features/billing';\nexport const probe = useBilling;", rule: 'import-x/no-restricted-paths' },
  { zone: 'components import no data file', file: 'src/features/recipes/components/probe.ts', code: "import { discoveryViews } from '../data';\nexport const probe = discoveryViews;", rule: 'import-x/no-restricted-paths' },
  { zone: 'components reach src/lib only through their feature', file: 'src/features/recipes/components/probe.ts', code: "import { cachedImage } from '@/lib/image-cache';\nexport const probe = cachedImage;", rule: 'import-x/no-restricted-paths' },
  // Inside a feature (DESIGN.md §1's table): data ↛ store, components, hooks, React; store ↛ components, hooks, ui, React; hooks ↛ data.
  { zone: 'a data file never imports its store', file: 'src/features/recipes/data/probe-rest.ts', code: "import { useRecipes } from '../store';\nexport const probe = useRecipes;", rule: 'import-x/no-restricted-paths' },
  { zone: 'a data file never imports a store action', file: 'src/features/grocery/data/probe.ts', code: "import { selectList } from '../store/selectors';\nexport const probe = selectList;", rule: 'import-x/no-restricted-paths' },
  { zone: "a data file never imports another feature's store", file: 'src/features/cookbook/data/probe.ts', code: "import { useRecipes } from '@/features/recipes';\nexport const probe = useRecipes;", rule: 'import-x/no-restricted-paths' },
  { zone: 'a data file never imports a component', file: 'src/features/recipes/data/probe-rest.ts', code: "import { RecipeCard } from '../components/recipe-card';\nexport const probe = RecipeCard;", rule: 'import-x/no-restricted-paths' },
  { zone: 'a data file never imports a hook', file: 'src/features/grocery/data/probe.ts', code: "import { useShoppingList } from '../hooks/use-shopping-list';\nexport const probe = useShoppingList;", rule: 'import-x/no-restricted-paths' },
  { zone: 'a REST data file never imports the Firebase SDK', file: 'src/features/recipes/data/rest.ts', code: "import { getFirestore } from 'firebase/firestore';\nexport const probe = getFirestore;", rule: 'no-restricted-imports' },
  { zone: 'a named REST data file never imports the Firestore services', file: 'src/features/recipes/data/probe-rest.ts', code: "import { firebase } from '@/lib/firebase/firestore';\nexport const probe = firebase;", rule: 'no-restricted-imports' },
  { zone: 'a data file never imports React', file: 'src/features/grocery/data/probe.ts', code: "import { useState } from 'react';\nexport const probe = useState;", rule: 'no-restricted-imports' },
  { zone: 'a data file never imports the UI kit', file: 'src/features/grocery/data/probe.ts', code: "import { Button } from '@/ui/button';\nexport const probe = Button;", rule: 'import-x/no-restricted-paths' },
  { zone: 'store code never imports a component', file: 'src/features/recipes/store/actions/probe.ts', code: "import { RecipeCard } from '../../components/recipe-card';\nexport const probe = RecipeCard;", rule: 'import-x/no-restricted-paths' },
  { zone: 'a store folder never imports a component', file: 'src/features/recipes/store/probe.ts', code: "import { RecipeCard } from '../components/recipe-card';\nexport const probe = RecipeCard;", rule: 'import-x/no-restricted-paths' },
  { zone: 'store code never imports a hook', file: 'src/features/grocery/store/actions/probe.ts', code: "import { useShoppingList } from '../../hooks/use-shopping-list';\nexport const probe = useShoppingList;", rule: 'import-x/no-restricted-paths' },
  { zone: 'store code never imports the UI kit', file: 'src/features/grocery/store/index.ts', code: "import { Button } from '@/ui/button';\nexport const probe = Button;", rule: 'import-x/no-restricted-paths' },
  { zone: 'store code never imports React', file: 'src/features/grocery/store/actions/probe.ts', code: "import { useEffect } from 'react';\nexport const probe = useEffect;", rule: 'no-restricted-imports' },
  { zone: "store code never reaches another feature's store", file: 'src/features/planner/store/actions/probe.ts', code: "import { useGrocery } from '@/features/grocery';\nexport const probe = useGrocery.getState().addMeals;", rule: 'no-restricted-imports' },
  { zone: 'store code still imports no Firebase', file: 'src/features/grocery/store/actions/probe.ts', code: "import { getFirestore } from 'firebase/firestore';\nexport const probe = getFirestore;", rule: 'no-restricted-imports' },
  { zone: 'a hook never imports a data file', file: 'src/features/grocery/hooks/use-probe.ts', code: "import * as data from '../data';\nexport const probe = data;", rule: 'import-x/no-restricted-paths' },
  { zone: 'a hook never imports a data file by name', file: 'src/features/recipes/hooks/use-probe.ts', code: "import { watchDiscoveryPage } from '../data';\nexport const probe = watchDiscoveryPage;", rule: 'import-x/no-restricted-paths' },
  // Domain code: zod, date-fns and itself, no browser or Node.
  { zone: 'domain imports no Node module', file: 'src/domain/recipes/probe.ts', code: "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;", rule: 'no-restricted-imports' },
  { zone: 'domain imports no i18next', file: 'src/domain/recipes/probe.ts', code: "import i18next from 'i18next';\nexport const probe = i18next;", rule: 'no-restricted-imports' },
  { zone: 'domain imports no React', file: 'src/domain/recipes/probe.ts', code: "import { useState } from 'react';\nexport const probe = useState;", rule: 'no-restricted-imports' },
  { zone: 'domain imports no Firebase', file: 'src/domain/recipes/probe.ts', code: "import { Timestamp } from 'firebase/firestore';\nexport const probe = Timestamp;", rule: 'no-restricted-imports' },
  { zone: 'domain imports nothing from the service', file: 'src/domain/recipes/probe.ts', code: "import { validationKey } from '../../../server/http/messages';\nexport const probe = validationKey;", rule: 'import-x/no-restricted-paths' },
  { zone: 'domain imports no locale file', file: 'src/domain/recipes/probe.ts', code: "import fr from '../../locales/fr.json';\nexport const probe = fr;", rule: 'import-x/no-restricted-paths' },
  { zone: 'domain imports no test helper', file: 'src/domain/grocery/probe.ts', code: "import { buildRecipe } from '@/testing/recipes';\nexport const probe = buildRecipe;", rule: 'import-x/no-restricted-paths' },
  { zone: 'domain uses no window', file: 'src/domain/shared/probe.ts', code: 'export const probe = () => window.location.href;', rule: 'no-restricted-globals' },
  { zone: 'domain uses no document', file: 'src/domain/shared/probe.ts', code: 'export const probe = () => document.title;', rule: 'no-restricted-globals' },
  { zone: 'domain uses no localStorage', file: 'src/domain/shared/probe.ts', code: "export const probe = () => localStorage.getItem('nioo');", rule: 'no-restricted-globals' },
  { zone: 'domain uses no process', file: 'src/domain/shared/probe.ts', code: 'export const probe = () => process.env.NODE_ENV;', rule: 'no-restricted-globals' },
  { zone: 'domain uses no Buffer', file: 'src/domain/shared/probe.ts', code: "export const probe = (text: string) => Buffer.from(text).length;", rule: 'no-restricted-globals' },
  // Test helpers stay with the tests; scripts use a feature through its public face.
  { zone: 'a component imports no test helper', file: 'src/features/grocery/components/probe.ts', code: "import { buildRecipe } from '@/testing/recipes';\nexport const probe = buildRecipe;", rule: 'import-x/no-restricted-paths' },
  { zone: 'store code imports no test helper', file: 'src/features/grocery/store/probe-setup.ts', code: "import { seedHousehold } from '@/testing/household';\nexport const probe = seedHousehold;", rule: 'import-x/no-restricted-paths' },
  { zone: 'the shell imports no test helper', file: 'src/app/probe.ts', code: "import { signedInSession } from '@/testing/sessions';\nexport const probe = signedInSession;", rule: 'import-x/no-restricted-paths' },
  { zone: 'a script imports no test helper', file: 'scripts/seed/probe.ts', code: "import { buildRecipe } from '../../src/testing/recipes.ts';\nexport const probe = buildRecipe;", rule: 'import-x/no-restricted-paths' },
  { zone: "a script never reaches into a feature", file: 'scripts/seed/probe.ts', code: "import { selectList } from '../../src/features/grocery/store/selectors.ts';\nexport const probe = selectList;", rule: 'import-x/no-restricted-paths' },
  { zone: 'the service shares only domain and locales', file: 'server/probe.ts', code: "import { paths } from '../src/config/paths.ts';\nexport const probe = paths;", rule: 'import-x/no-restricted-paths' },
  { zone: 'the service reads a document through readDoc', file: 'server/households/probe.ts', code: "import type { DocumentSnapshot } from 'firebase-admin/firestore';\nexport const probe = (snapshot?: DocumentSnapshot) => snapshot?.data();", rule: 'no-restricted-syntax' },
  { zone: 'only src/lib and data files import Firebase', file: 'src/features/recipes/store-probe.ts', code: "import { getFirestore } from 'firebase/firestore';\nexport const probe = getFirestore;", rule: 'no-restricted-imports' },
  { zone: 'file names are kebab-case', file: 'src/ui/RecipeProbe.ts', code: 'export const probe = 1;', rule: 'nioo/kebab-case-file-names' },
  { zone: 'no literal text in JSX', file: 'src/ui/probe.tsx', code: 'export const Probe = () => <p>Bonjour</p>;', rule: 'nioo/jsx-no-literals' },
  { zone: 'no literal readable attribute', file: 'src/ui/probe.tsx', code: 'export const Probe = () => <button aria-label="Fermer" />;', rule: 'nioo/jsx-no-literals' },
];

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false });
});

// The first lint builds the TypeScript program of the whole project, seconds on a busy machine.
describe('the lint zones bite', { timeout: 60_000 }, () => {
  it.each(violations)('$zone', async ({ file, code, rule }) => {
    const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
    expect(result?.messages.map((message) => message.ruleId)).toContain(rule);
  });

  it('finds import cycles', async () => {
    const results = await eslint.lintFiles(['tests/lint/fixtures/cycle-a.ts']);
    expect(results[0]?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('lets the allowed arrows through', async () => {
    const allowed = "import { useSession } from '@/features/accounts';\nimport { paths } from '@/config/paths';\nexport const probe = [useSession, paths];";
    const [result] = await eslint.lintText(allowed, { filePath: resolve(root, 'src/features/recipes/components/probe.ts') });
    expect(result?.messages).toEqual([]);
  });

  // Each layer still reaches what DESIGN.md §1's table lets it: the rules above are no wider than their arrow.
  const permitted = [
    {
      arrow: 'domain code imports zod, date-fns and other domain folders, and parses a URL',
      file: 'src/domain/grocery/probe.ts',
      code: "import { addDays } from 'date-fns';\nimport { fr } from 'date-fns/locale';\nimport { z } from 'zod';\nimport { units } from '../recipes/units';\nimport { collections } from '../collections';\nexport const probe = [addDays, fr, z, units, collections, new URL('https://nioo.fr').host];",
    },
    {
      arrow: 'a data file imports Firebase, src/lib and the domain',
      file: 'src/features/grocery/data/probe.ts',
      code: "import { doc } from 'firebase/firestore';\nimport { collections } from '@/domain/collections';\nimport { firebase } from '@/lib/firebase/firestore';\nexport const probe = [doc, collections, firebase];",
    },
    {
      arrow: "store code imports its data files, src/lib, the domain and another feature's ports",
      file: 'src/features/grocery/store/actions/probe.ts',
      code: "import { units } from '@/domain/recipes/units';\nimport { readHousehold } from '@/features/household';\nimport { createStore } from '@/lib/create-store';\nimport * as data from '../../data';\nexport const probe = [units, readHousehold, createStore, data];",
    },
    {
      arrow: 'a hook imports React and its store',
      file: 'src/features/grocery/hooks/use-probe.ts',
      code: "import { useMemo } from 'react';\nimport { useGrocery } from '../store';\nexport const probe = [useMemo, useGrocery];",
    },
    {
      arrow: 'the service reads a document with readDoc and a domain schema',
      file: 'server/households/probe.ts',
      code: "import type { DocumentSnapshot } from 'firebase-admin/firestore';\nimport { householdSchema } from '@domain/household/household.ts';\nimport { readDoc } from '../read-doc.ts';\nexport const probe = (snapshot: DocumentSnapshot) => readDoc(snapshot, householdSchema);",
    },
    {
      arrow: 'a test imports the test helpers',
      file: 'src/features/grocery/components/probe.test.tsx',
      code: "import { buildRecipe } from '@/testing/recipes';\nexport const probe = buildRecipe;",
    },
    {
      arrow: 'a benchmark measures with the test samples',
      file: 'scripts/bench/probe.bench.ts',
      code: "import { shopperCatalogue } from '../../src/testing/shopper-samples';\nexport const probe = shopperCatalogue;",
    },
    {
      arrow: "a script imports a feature's public face",
      file: 'scripts/seed/probe.ts',
      code: "import { useGrocery } from '../../src/features/grocery/index.ts';\nexport const probe = useGrocery;",
    },
  ];

  it.each(permitted)('lets through: $arrow', async ({ file, code }) => {
    const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
    expect(result?.messages).toEqual([]);
  });

  it('lets the shopping list build on the cupboard', async () => {
    const allowed = "import { useCupboard } from '@/features/cupboard';\nexport const probe = useCupboard;";
    const [result] = await eslint.lintText(allowed, { filePath: resolve(root, 'src/features/grocery/probe.ts') });
    expect(result?.messages).toEqual([]);
  });

  it('lets the cookbook build on recipes and the household', async () => {
    const allowed = "import { RecipeCard } from '@/features/recipes';\nimport { useHousehold } from '@/features/household';\nexport const probe = [RecipeCard, useHousehold];";
    const [result] = await eslint.lintText(allowed, { filePath: resolve(root, 'src/features/cookbook/components/probe.ts') });
    expect(result?.messages).toEqual([]);
  });
});
