import { initializeApp, type FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { appSettings, firebaseConfigReading } from '@/config/env';

/*
 * The Firebase app and Auth, apart from Firestore (firestore.ts beside it): telling a visitor from
 * a member needs only Auth, so a visitor's pages never load the full Firestore SDK for it.
 */

let app: FirebaseApp | undefined;
let auth: Auth | undefined;

/** The one Firebase app. The app checks the configuration before rendering anything that needs Firebase, so a missing setting is a bug here. */
export function firebaseApp(): FirebaseApp {
  if (!app) {
    if (!firebaseConfigReading.ok) throw new Error(`Firebase is not configured: ${firebaseConfigReading.missing.join(', ')}`);
    app = initializeApp(firebaseConfigReading.config);
  }
  return app;
}

export function firebaseAuth(): Auth {
  if (!auth) {
    // No popupRedirectResolver here: given at start-up, it loads Google's api.js and the auth
    // iframe on every page of a phone. The Google button passes it to its popup instead.
    auth = initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    if (appSettings.useEmulators) connectAuthEmulator(auth, `http://${appSettings.emulatorHost}:${appSettings.emulatorPorts.auth}`, { disableWarnings: true });
  }
  return auth;
}

/**
 * Starts Auth's check of the saved session (read from IndexedDB, then confirmed by the server,
 * about half a second on a phone), so it runs while the app's modules load. Unconfigured, the app
 * shows its configuration screen instead and needs no Auth.
 */
export function startAuth(): void {
  if (firebaseConfigReading.ok) firebaseAuth();
}
