/**
 * The account data layer (Firebase Auth and Firestore) loads after the first paint: the shell and
 * a visitor's public pages render without it, the session saying 'loading' meanwhile.
 */
export const loadAccountsData = () => import('./data');
