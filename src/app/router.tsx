import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthStatusPage } from '@/features/auth/components/auth-status-page';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { LoginPage } from '@/features/auth/components/login-page';
import { SignUpPage } from '@/features/auth/components/sign-up-page';
import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';
import { CookbookPage } from '@/features/cookbook/components/cookbook-page';
import { DiscoveryPage } from '@/features/recipes/components/discovery-page';
import { RecipeDetailPage } from '@/features/recipes/components/recipe-detail-page';
import { RecipeFormPage } from '@/features/recipes/components/recipe-form-page';
import { legacyRedirects, paths } from './paths';
import { AppLayout } from './layout/app-layout';
import { ComingSoonPage } from './routes/coming-soon-page';
import { GuestOnly, RequireAdmin, RequireAuth } from './routes/guards';
import { LegacyRedirect } from './routes/legacy-redirect';
import { NotFoundPage } from './routes/not-found-page';
import { CrashScreen } from './screens/crash-screen';

/** Both route tables of the spec (A §2, B §2), each with its access rule. */
export const routes: RouteObject[] = [
  { path: paths.home(), element: <Navigate to={paths.recipes()} replace /> },
  // Embedded by the marketing site in an iframe: no shell around it.
  { path: paths.authStatus(), element: <AuthStatusPage /> },
  {
    element: <AppLayout />,
    errorElement: <CrashScreen />,
    children: [
      // Public
      { path: paths.recipes(), element: <DiscoveryPage /> },
      { path: '/recipes/:recipeId', element: <RecipeDetailPage /> },
      { path: '/recette/:seoUrl', element: <RecipeDetailPage /> },
      { path: '/printable-grocery-list-v2/:shareToken', element: <ComingSoonPage page="sharedGroceryList" /> },
      { path: '/organization/invite/:inviteId', element: <ComingSoonPage page="invite" /> },
      { path: paths.forgotPassword(), element: <ForgotPasswordPage /> },
      { path: paths.verifyEmail(), element: <VerifyEmailPage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: paths.login(), element: <LoginPage /> },
          { path: paths.signup(), element: <SignUpPage /> },
        ],
      },
      // Login required
      {
        element: <RequireAuth />,
        children: [
          { path: paths.newRecipe(), element: <RecipeFormPage /> },
          // "Any path containing /edit" (spec A §2).
          { path: '/recipes/:recipeId/edit/*', element: <RecipeFormPage /> },
          { path: paths.cookbook(), element: <CookbookPage /> },
          { path: paths.mealEntries(), element: <ComingSoonPage page="mealEntries" /> },
          { path: paths.groceryList(), element: <ComingSoonPage page="groceryList" /> },
          { path: paths.printableGroceryList(), element: <ComingSoonPage page="printableGroceryList" /> },
          { path: paths.organization(), element: <ComingSoonPage page="organization" /> },
          { path: paths.subscriptionSuccess(), element: <ComingSoonPage page="subscriptionSuccess" /> },
          ...Object.entries(legacyRedirects).map(([path, to]) => ({ path, element: <LegacyRedirect to={to} /> })),
        ],
      },
      {
        element: <RequireAdmin />,
        children: [{ path: '/admin/organizations/:organizationId', element: <ComingSoonPage page="adminOrganization" /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
