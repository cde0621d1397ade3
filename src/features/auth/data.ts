import { onAuthStateChanged, signOut, type User as FirebaseUser } from 'firebase/auth';
import { doc, getDoc, onSnapshot } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import { organizationSchema, type Organization } from '@/domain/accounts/organization';
import { userSchema, type User } from '@/domain/accounts/user';
import { firebase } from '@/lib/firebase';

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
    (snapshot) => onChange(snapshot.exists() ? userSchema.parse({ ...snapshot.data(), id: snapshot.id }) : null),
    onError,
  );
}

export async function fetchOrganization(id: string): Promise<Organization | null> {
  const snapshot = await getDoc(doc(firebase().db, collections.organizations, id));
  return snapshot.exists() ? organizationSchema.parse({ ...snapshot.data(), id: snapshot.id }) : null;
}

export function signOutUser(): Promise<void> {
  return signOut(firebase().auth);
}
