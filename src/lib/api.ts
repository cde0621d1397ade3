import { createApiClient } from './api-client';
import { firebaseAuth } from './firebase/auth';

/** The app's client of the API service, carrying the signed-in user's ID token where an endpoint asks for it. */
export const api = createApiClient({
  getIdToken: async () => (await firebaseAuth().currentUser?.getIdToken()) ?? null,
});
