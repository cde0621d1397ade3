/*
 * The account data layer loads after the first paint: the shell and a visitor's public pages
 * render without it, the session saying 'loading' meanwhile. Auth alone tells a visitor from a
 * member; Firestore (the user's documents) loads only once someone is signed in.
 */
export const loadAuthData = () => import('../data/auth');
export const loadProfileData = () => import('../data/profile');

/**
 * For a member-only screen, whose visitor is signed in or on the way to the login page: the
 * profile layer downloads while Auth checks the session, so the user document is asked for as
 * soon as it answers instead of after one more download.
 */
export const preloadProfileData = (): void => void loadProfileData();
