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
import { doc, getDoc, onSnapshot, serverTimestamp, updateDoc } from 'firebase/firestore';
import { organizationSchema, type Organization } from '@/domain/household/organization';
import type { SignUpPayload } from '@/domain/accounts/sign-up-payload';
import { googleSignUpEndpoint, signUpEndpoint, verifyEmailEndpoint } from '@/domain/api/auth';
import type { EndpointRequest } from '@/domain/api/endpoint';
import { userSchema, type User } from '@/domain/accounts/user';
import { collections } from '@/domain/collections';
import { api } from '@/lib/api';
import { firebase } from '@/lib/firebase';
import { readDoc } from '@/lib/firestore/typed-doc';

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
  return onAuthStateChanged(firebase().auth, (user) => {
    if (!user) return onChange(null);
    toAuthUser(user).then(onChange, onError);
  });
}

/** Live user document, so memberships and the default household follow changes made elsewhere. */
export function watchUserDocument(uid: string, onChange: (user: User | null) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(
    doc(firebase().db, collections.users, uid),
    (snapshot) => onChange(readDoc(snapshot, userSchema)),
    onError,
  );
}

export async function fetchOrganization(id: string): Promise<Organization | null> {
  const snapshot = await getDoc(doc(firebase().db, collections.organizations, id));
  return readDoc(snapshot, organizationSchema);
}

/** The user's households that still exist and that the user may still read. */
export async function fetchOrganizations(ids: readonly string[]): Promise<Organization[]> {
  const found = await Promise.all(ids.map((id) => fetchOrganization(id).catch(() => null)));
  return found.filter((organization): organization is Organization => organization !== null);
}

export function setDefaultOrganization(uid: string, organizationId: string): Promise<void> {
  return updateDoc(doc(firebase().db, collections.users, uid), { defaultOrganizationId: organizationId, updatedAt: serverTimestamp() });
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(firebase().auth, email, password);
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
  return toGoogleSignIn(await signInWithPopup(firebase().auth, provider, browserPopupRedirectResolver));
}

/**
 * The Auth emulator accepts an unsigned Google credential and yields a real google.com user:
 * the local stack's stand-in for Google's popup, which cannot load offline.
 */
export async function signInWithEmulatorGoogleAccount(email: string, name: string): Promise<GoogleSignIn> {
  const claims = { sub: `emulator-${email.toLowerCase()}`, email, email_verified: true, name };
  const credential = GoogleAuthProvider.credential(JSON.stringify(claims));
  return toGoogleSignIn(await signInWithCredential(firebase().auth, credential));
}

/**
 * True once the user has a verified account. A Google sign-in onto a missing or unverified
 * user document goes through the API service, which sets the account up or replaces a
 * never-verified pre-registration of the same address.
 */
export async function hasVerifiedAccount(uid: string): Promise<boolean> {
  const snapshot = await getDoc(doc(firebase().db, collections.users, uid));
  return snapshot.exists() && snapshot.get('emailVerified') === true;
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
  return sendPasswordResetEmail(firebase().auth, email);
}

export function signOutUser(): Promise<void> {
  return signOut(firebase().auth);
}
