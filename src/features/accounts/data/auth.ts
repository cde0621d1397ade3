import {
  browserPopupRedirectResolver,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User as FirebaseUser,
  type UserCredential,
} from 'firebase/auth';
import type { SignUpPayload } from '@/domain/accounts/sign-up-payload';
import { googleSignUpEndpoint, signUpEndpoint, verifyEmailEndpoint } from '@/domain/api/auth';
import type { EndpointRequest } from '@/domain/api/endpoint';
import { api } from '@/lib/api';
import { firebaseAuth } from '@/lib/firebase/auth';

// The identity service and the API's account calls: all a visitor's session needs (no Firestore).

/** What the app needs of the identity service's current user. */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Signed in through a single-sign-on provider (Google), whose user document may lag behind. */
  isSingleSignOn: boolean;
  isAdmin: boolean;
}

async function toAuthUser(user: FirebaseUser): Promise<AuthUser> {
  const token = await user.getIdTokenResult();
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    isSingleSignOn: user.providerData.some((provider) => provider.providerId !== 'password'),
    isAdmin: token.claims.admin === true,
  };
}

export function watchAuthUser(onChange: (user: AuthUser | null) => void, onError: (error: unknown) => void): () => void {
  return onAuthStateChanged(firebaseAuth(), (user) => {
    if (!user) return onChange(null);
    toAuthUser(user).then(onChange, onError);
  });
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(firebaseAuth(), email, password);
}

export interface GoogleSignIn {
  uid: string;
  idToken: string;
  displayName: string | null;
  familyName: string | null;
}

async function toGoogleSignIn(credential: UserCredential): Promise<GoogleSignIn> {
  const profile = getAdditionalUserInfo(credential)?.profile;
  const familyName = typeof profile?.family_name === 'string' ? profile.family_name : null;
  return { uid: credential.user.uid, idToken: await credential.user.getIdToken(), displayName: credential.user.displayName, familyName };
}

export async function signInWithGooglePopup(): Promise<GoogleSignIn> {
  const provider = new GoogleAuthProvider();
  provider.addScope('email');
  provider.addScope('profile');
  return toGoogleSignIn(await signInWithPopup(firebaseAuth(), provider, browserPopupRedirectResolver));
}

/**
 * The Auth emulator accepts an unsigned Google credential and yields a real google.com user:
 * the local stack's stand-in for Google's popup, which cannot load offline.
 */
export async function signInWithEmulatorGoogleAccount(email: string, name: string): Promise<GoogleSignIn> {
  const claims = { sub: `emulator-${email.toLowerCase()}`, email, email_verified: true, name };
  const credential = GoogleAuthProvider.credential(JSON.stringify(claims));
  return toGoogleSignIn(await signInWithCredential(firebaseAuth(), credential));
}

// The three account calls of the API service; a failure is an ApiError (src/lib/api-client.ts).
export async function completeGoogleSignUp(body: EndpointRequest<typeof googleSignUpEndpoint>): Promise<void> {
  await api.call(googleSignUpEndpoint, body);
}

export async function signUp(payload: SignUpPayload): Promise<void> {
  await api.call(signUpEndpoint, payload);
}

export async function verifyEmail(body: EndpointRequest<typeof verifyEmailEndpoint>): Promise<void> {
  await api.call(verifyEmailEndpoint, body);
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(firebaseAuth(), email);
}

export function signOutUser(): Promise<void> {
  return signOut(firebaseAuth());
}
