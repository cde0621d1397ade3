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
  { zone: 'the service shares only domain and locales', file: 'server/probe.ts', code: "import { paths } from '../src/config/paths.ts';\nexport const probe = paths;", rule: 'import-x/no-restricted-paths' },
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
