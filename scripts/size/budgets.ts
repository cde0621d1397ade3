import type { Budget } from './initial-load.ts';

// The page's entry and the app it loads at once (src/main.tsx).
const entry = ['index.html', 'src/boot.tsx'];
// What a signed-in screen needs besides its own module: the session's data layer and the shell's household queries.
const signedIn = ['src/features/accounts/data/auth.ts', 'src/features/accounts/data/profile.ts', 'src/app/layout/household-sync.tsx'];

/** Issue 12's budgets: what each screen loads before it renders, gzipped. */
export const budgets: Budget[] = [
  { screen: '/recipes, a visitor', modules: [...entry, 'src/features/recipes/components/discovery-page.tsx'], maxKb: 200 },
  { screen: 'a recipe page, a visitor', modules: [...entry, 'src/features/recipes/components/recipe-detail-page.tsx'], maxKb: 200 },
  // The full Firestore SDK (live queries, the offline cache) is 172 kB of it: the floor of any signed-in screen.
  { screen: '/meal-entries, signed in', modules: [...entry, ...signedIn, 'src/features/planner/components/planner-page.tsx'], maxKb: 480 },
];
