import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthStatusPage, ForgotPasswordPage, LoginPage, SignUpPage, VerifyEmailPage } from '@/features/accounts';
import { BookmarkButton, CookbookPage, HouseholdTagsPanel, RecipeFormPage, RecipeTags } from '@/features/cookbook';
import { GroceryListPage, PrintableGroceryListPage, SharedGroceryListPage } from '@/features/grocery';
import { AdminHouseholdPage, HouseholdSettingsPage, InvitePage } from '@/features/household';
import { AddToPlanButton, PlannerPage } from '@/features/planner';
import { DiscoveryPage, RecipeDetailPage } from '@/features/recipes';
import { legacyRedirects, paths } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { ComingSoonPage } from './routes/coming-soon-page';
import { GuestOnly, RequireAdmin, RequireAuth } from './routes/guards';
import { LegacyRedirect } from './routes/legacy-redirect';
import { NotFoundPage } from '@/ui/not-found-page';
import { CrashScreen } from './screens/crash-screen';

// The recipe screens know nothing of the cookbook and the planner (which build on recipes): they fill their slots here.
const discoveryPage = (
  <DiscoveryPage
    cardActions={(recipe) => (
      <>
        <AddToPlanButton recipe={recipe} variant="card" />
        <BookmarkButton recipe={recipe} />
      </>
    )}
  />
);
const recipeDetailPage = <RecipeDetailPage tags={(recipe) => <RecipeTags recipe={recipe} />} actions={(recipe) => <AddToPlanButton recipe={recipe} variant="page" />} />;

/** Both route tables of the spec (A §2, B §2), each with its access rule. */
export const routes: RouteObject[] = [
  { path: paths.home.pattern, element: <Navigate to={paths.recipes.href()} replace /> },
  // Embedded by the marketing site in an iframe: no shell around it.
  { path: paths.authStatus.pattern, element: <AuthStatusPage /> },
  {
    element: <AppLayout />,
    errorElement: <CrashScreen />,
    children: [
      // Public
      { path: paths.recipes.pattern, element: discoveryPage },
      { path: paths.recipe.pattern, element: recipeDetailPage },
      { path: paths.recipeBySeoUrl.pattern, element: recipeDetailPage },
      { path: paths.sharedGroceryList.pattern, element: <SharedGroceryListPage /> },
      { path: paths.invite.pattern, element: <InvitePage /> },
      { path: paths.forgotPassword.pattern, element: <ForgotPasswordPage /> },
      { path: paths.verifyEmail.pattern, element: <VerifyEmailPage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: paths.login.pattern, element: <LoginPage /> },
          { path: paths.signup.pattern, element: <SignUpPage /> },
        ],
      },
      // Login required
      {
        element: <RequireAuth />,
        children: [
          { path: paths.newRecipe.pattern, element: <RecipeFormPage /> },
          { path: paths.editRecipe.pattern, element: <RecipeFormPage /> },
          { path: paths.cookbook.pattern, element: <CookbookPage /> },
          { path: paths.mealEntries.pattern, element: <PlannerPage /> },
          { path: paths.groceryList.pattern, element: <GroceryListPage /> },
          { path: paths.printableGroceryList.pattern, element: <PrintableGroceryListPage /> },
          { path: paths.organization.pattern, element: <HouseholdSettingsPage tagsPanel={<HouseholdTagsPanel />} /> },
          { path: paths.subscriptionSuccess.pattern, element: <ComingSoonPage page="subscriptionSuccess" /> },
          ...Object.entries(legacyRedirects).map(([path, to]) => ({ path, element: <LegacyRedirect to={to} /> })),
        ],
      },
      {
        element: <RequireAdmin />,
        children: [{ path: paths.adminOrganization.pattern, element: <AdminHouseholdPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
