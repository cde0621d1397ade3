/** Typed route builders: components link through these, never through string literals. */
export const paths = {
  home: () => '/',
  recipes: () => '/recipes',
  recipe: (id: string) => `/recipes/${encodeURIComponent(id)}`,
  recipeBySeoUrl: (seoUrl: string) => `/recette/${encodeURIComponent(seoUrl)}`,
  newRecipe: () => '/recipes/new',
  editRecipe: (id: string) => `/recipes/${encodeURIComponent(id)}/edit`,
  cookbook: () => '/cookbook',
  mealEntries: ({ openMenu = false }: { openMenu?: boolean } = {}) => (openMenu ? '/meal-entries?openMenu=true' : '/meal-entries'),
  groceryList: () => '/grocery-list-v2',
  printableGroceryList: () => '/printable-grocery-list-v2',
  sharedGroceryList: (shareToken: string) => `/printable-grocery-list-v2/${encodeURIComponent(shareToken)}`,
  organization: () => '/organization',
  invite: (inviteId: string) => `/organization/invite/${encodeURIComponent(inviteId)}`,
  adminOrganization: (id: string) => `/admin/organizations/${encodeURIComponent(id)}`,
  subscriptionSuccess: () => '/subscription/success',
  login: () => '/login',
  signup: () => '/signup',
  forgotPassword: () => '/forgot-password',
  verifyEmail: () => '/verify-email',
  authStatus: () => '/auth-status',
} as const;

/** The four pages where the shell shows only the logo (spec A §2). */
export const authPagePaths: readonly string[] = [paths.login(), paths.signup(), paths.verifyEmail(), paths.forgotPassword()];

export function isAuthPage(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return authPagePaths.includes(normalised);
}

/** Older screens and the current ones that replace them (DESIGN.md §3). */
export const legacyRedirects: Readonly<Record<string, string>> = {
  '/grocery-list': paths.groceryList(),
  '/planning-mobile': paths.mealEntries(),
  '/planning-v3': paths.mealEntries(),
  '/printable-grocery-list': paths.printableGroceryList(),
};
