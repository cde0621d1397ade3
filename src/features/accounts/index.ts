// What the rest of the app may use of the accounts feature: its screens, the user menu and the session.
export { AuthStatusPage } from './components/auth-status-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { LoginPage } from './components/login-page';
export { SignUpPage } from './components/sign-up-page';
export { UserMenu } from './components/user-menu';
export { VerifyEmailPage } from './components/verify-email-page';
export { forgetReturnPath, readReturnPath, rememberReturnPath } from './store/return-path';
export {
  initialSessionState,
  selectIsAdmin,
  selectIsAuthenticated,
  selectSessionActions,
  selectSessionStatus,
  useSession,
  whenSignedIn,
  type SessionState,
  type SessionStore,
} from './store';
export { onSessionChange, readSession } from './store';
export { preloadProfileData } from './store/load-data';
export type { FirstListens } from './store/state';
