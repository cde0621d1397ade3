/**
 * The route table (spec A §2, B §2): each route's pattern, for the router, and its href
 * builder, for links. Components link through these, never through string literals.
 */
function route<Args extends unknown[]>(pattern: string, href: (...args: Args) => string) {
  return { pattern, href } as const;
}

const fixed = (path: string) => route(path, () => path);
const segment = encodeURIComponent;

export const paths = {
  home: fixed('/'),
  recipes: fixed('/recipes'),
  recipe: route('/recipes/:recipeId', (id: string) => `/recipes/${segment(id)}`),
  recipeBySeoUrl: route('/recette/:seoUrl', (seoUrl: string) => `/recette/${segment(seoUrl)}`),
  newRecipe: fixed('/recipes/new'),
  // "Any path containing /edit" (spec A §2).
  editRecipe: route('/recipes/:recipeId/edit/*', (id: string) => `/recipes/${segment(id)}/edit`),
  cookbook: fixed('/cookbook'),
  mealEntries: route('/meal-entries', ({ openMenu = false }: { openMenu?: boolean } = {}) =>
    openMenu ? '/meal-entries?openMenu=true' : '/meal-entries',
  ),
  groceryList: fixed('/grocery-list-v2'),
  cupboard: fixed('/placard'),
  printableGroceryList: fixed('/printable-grocery-list-v2'),
  sharedGroceryList: route('/printable-grocery-list-v2/:shareToken', (shareToken: string) => `/printable-grocery-list-v2/${segment(shareToken)}`),
  household: fixed('/organization'),
  invite: route('/organization/invite/:inviteId', (inviteId: string) => `/organization/invite/${segment(inviteId)}`),
  adminHousehold: route('/admin/organizations/:organizationId', (id: string) => `/admin/organizations/${segment(id)}`),
  // A donation comes back here too; the page then thanks the donor instead of looking for a subscription.
  subscriptionSuccess: route('/subscription/success', ({ donation = false }: { donation?: boolean } = {}) =>
    donation ? '/subscription/success?donation=1' : '/subscription/success',
  ),
  login: fixed('/login'),
  signup: fixed('/signup'),
  forgotPassword: fixed('/forgot-password'),
  verifyEmail: fixed('/verify-email'),
  authStatus: fixed('/auth-status'),
} as const;

/** The four pages where the shell shows only the logo (spec A §2). */
export const authPagePaths: readonly string[] = [paths.login, paths.signup, paths.verifyEmail, paths.forgotPassword].map((path) => path.pattern);

export function isAuthPage(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return authPagePaths.includes(normalised);
}

/** Older screens and the current ones that replace them (DESIGN.md §3). */
export const legacyRedirects: Readonly<Record<string, string>> = {
  '/grocery-list': paths.groceryList.href(),
  '/planning-mobile': paths.mealEntries.href(),
  '/planning-v3': paths.mealEntries.href(),
  '/printable-grocery-list': paths.printableGroceryList.href(),
};

/** The list page's views, the first two tabs of its row ('Placard', the third, is its own page). */
export type GroceryListView = 'categories' | 'recipes';

/** What a link to the list hands it (its `state`): which view to open, as the cupboard's tab row asks. */
export interface GroceryListLinkState {
  listView: GroceryListView;
}

/** The view a link asked the list to open; the aisles when it asked none. */
export function requestedListView(state: unknown): GroceryListView {
  const asked = (state as Partial<GroceryListLinkState> | null)?.listView;
  return asked === 'recipes' ? 'recipes' : 'categories';
}
