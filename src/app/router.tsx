import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Recipe } from '@/domain/recipes/recipe';
import { legacyRedirects, paths } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { GuestOnly, RequireAdmin, RequireAuth } from './routes/guards';
import { memberOnlyRoute } from './routes/member-only-route';
import { screenWithHeadStart } from './routes/screen-with-head-start';
import { LegacyRedirect } from './routes/legacy-redirect';
import { MembersOnly } from './routes/members-only';
import { NotFoundPage } from '@/ui/not-found-page';
import { CrashScreen } from './screens/crash-screen';

/*
 * Every screen loads with its route and nothing else (issue 12's budgets, `npm run size`): the
 * router reaches each screen's own module, never a feature's index, whose other exports would
 * ride along. A feature's index stays its face for everything else.
 */
const screen =
  <Exports,>(load: () => Promise<Exports>, pick: (exports: Exports) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/** A component of a higher feature filling a slot of a lower one's screen, loaded when first shown (the screen does not wait for it). */
function slot<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function Slot(props: Props) {
    return (
      <Suspense>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

const AddToPlanButton = slot(() => import('@/features/planner/components/add-to-plan-button').then((m) => m.AddToPlanButton));
const BookmarkButton = slot(() => import('@/features/cookbook/components/bookmark-button').then((m) => m.BookmarkButton));
const RecipeTags = slot(() => import('@/features/cookbook/components/recipe-tags').then((m) => m.RecipeTags));
const HouseholdTagsPanel = slot(() => import('@/features/cookbook/components/household-tags-panel').then((m) => m.HouseholdTagsPanel));
const SubscriptionPanel = slot(() => import('@/features/billing/components/subscription-panel').then((m) => m.SubscriptionPanel));

// The recipe screens know nothing of the cookbook and the planner (which build on recipes): they fill their slots here.
const cardActions = (recipe: Recipe) => (
  <MembersOnly>
    <AddToPlanButton recipe={recipe} variant="card" />
    <BookmarkButton recipe={recipe} />
  </MembersOnly>
);
const discoveryPage = screen(
  () => import('@/features/recipes/components/discovery-page'),
  ({ DiscoveryPage }) =>
    function Discovery() {
      return <DiscoveryPage cardActions={cardActions} />;
    },
);
const recipeDetailPage = screen(
  () => import('@/features/recipes/components/recipe-detail-page'),
  ({ RecipeDetailPage }) =>
    function RecipeDetail() {
      return (
        <RecipeDetailPage
          tags={(recipe) => (
            <MembersOnly>
              <RecipeTags recipe={recipe} />
            </MembersOnly>
          )}
          actions={(recipe) => (
            <MembersOnly>
              <AddToPlanButton recipe={recipe} variant="page" />
            </MembersOnly>
          )}
        />
      );
    },
);
const householdSettingsPage = screen(
  () => import('@/features/household/components/household-settings-page'),
  ({ HouseholdSettingsPage }) =>
    function HouseholdSettings() {
      return <HouseholdSettingsPage tagsPanel={<HouseholdTagsPanel />} subscriptionPanel={<SubscriptionPanel />} />;
    },
);
const recipeFormPage = screen(() => import('@/features/cookbook/components/recipe-form-page'), (m) => m.RecipeFormPage);

/** Both route tables of the spec (A §2, B §2), each with its access rule. */
export const routes: RouteObject[] = [
  { path: paths.home.pattern, element: <Navigate to={paths.recipes.href()} replace /> },
  // Embedded by the marketing site in an iframe: no shell around it.
  { path: paths.authStatus.pattern, lazy: screen(() => import('@/features/accounts/components/auth-status-page'), (m) => m.AuthStatusPage) },
  {
    element: <AppLayout />,
    // While the first screen's module loads, the shell paints (the same element: nothing remounts).
    hydrateFallbackElement: <AppLayout />,
    errorElement: <CrashScreen />,
    children: [
      // Public
      { path: paths.recipes.pattern, lazy: discoveryPage },
      { path: paths.recipe.pattern, lazy: recipeDetailPage },
      { path: paths.recipeBySeoUrl.pattern, lazy: recipeDetailPage },
      { path: paths.sharedGroceryList.pattern, lazy: screen(() => import('@/features/grocery/components/shared-grocery-list-page'), (m) => m.SharedGroceryListPage) },
      { path: paths.invite.pattern, lazy: screen(() => import('@/features/household/components/invite-page'), (m) => m.InvitePage) },
      { path: paths.forgotPassword.pattern, lazy: screen(() => import('@/features/accounts/components/forgot-password-page'), (m) => m.ForgotPasswordPage) },
      { path: paths.verifyEmail.pattern, lazy: screen(() => import('@/features/accounts/components/verify-email-page'), (m) => m.VerifyEmailPage) },
      {
        element: <GuestOnly />,
        children: [
          { path: paths.login.pattern, lazy: screen(() => import('@/features/accounts/components/login-page'), (m) => m.LoginPage) },
          { path: paths.signup.pattern, lazy: screen(() => import('@/features/accounts/components/sign-up-page'), (m) => m.SignUpPage) },
        ],
      },
      // Login required
      {
        element: <RequireAuth />,
        handle: memberOnlyRoute,
        children: [
          { path: paths.newRecipe.pattern, lazy: recipeFormPage },
          { path: paths.editRecipe.pattern, lazy: recipeFormPage },
          {
            path: paths.cookbook.pattern,
            lazy: screenWithHeadStart(() => import('@/features/cookbook/components/cookbook-page'), (m) => m.CookbookPage, 'cookbook'),
          },
          {
            path: paths.mealEntries.pattern,
            lazy: screenWithHeadStart(() => import('@/features/planner/components/planner-page'), (m) => m.PlannerPage, 'mealEntries'),
          },
          {
            path: paths.groceryList.pattern,
            lazy: screenWithHeadStart(() => import('@/features/grocery/components/grocery-list-page'), (m) => m.GroceryListPage, 'groceryList'),
          },
          { path: paths.cupboard.pattern, lazy: screen(() => import('@/features/cupboard/components/cupboard-page'), (m) => m.CupboardPage) },
          {
            path: paths.printableGroceryList.pattern,
            lazy: screen(() => import('@/features/grocery/components/printable-grocery-list-page'), (m) => m.PrintableGroceryListPage),
          },
          { path: paths.household.pattern, lazy: householdSettingsPage },
          {
            path: paths.subscriptionSuccess.pattern,
            lazy: screen(() => import('@/features/billing/components/subscription-success-page'), (m) => m.SubscriptionSuccessPage),
          },
          ...Object.entries(legacyRedirects).map(([path, to]) => ({ path, element: <LegacyRedirect to={to} /> })),
        ],
      },
      {
        element: <RequireAdmin />,
        handle: memberOnlyRoute,
        children: [{ path: paths.adminHousehold.pattern, lazy: screen(() => import('@/features/household/components/admin-household-page'), (m) => m.AdminHouseholdPage) }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
