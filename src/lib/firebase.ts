import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { appSettings, firebaseConfigReading, type AppSettings, type FirebaseWebConfig } from '@/config/env';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

let services: FirebaseServices | undefined;

function canPersistLocally(): boolean {
  return typeof indexedDB !== 'undefined';
}

function initialise(config: FirebaseWebConfig, env: AppSettings): FirebaseServices {
  const app = initializeApp(config);

  // No popupRedirectResolver here: given at start-up, it loads Google's api.js and the auth
  // iframe on every page of a phone. The Google button passes it to its popup instead.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });

  const db = initializeFirestore(app, {
    localCache: canPersistLocally()
      ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
      : memoryLocalCache(),
  });

  if (env.useEmulators) {
    const host = env.emulatorHost;
    connectAuthEmulator(auth, `http://${host}:${env.emulatorPorts.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(db, host, env.emulatorPorts.firestore);
  }
  return { app, auth, db };
}

/**
 * The one place the Firebase SDK is initialised. The app checks the configuration
 * before rendering anything that needs Firebase, so a missing setting is a bug here.
 */
export function firebase(): FirebaseServices {
  if (!services) {
    if (!firebaseConfigReading.ok) throw new Error(`Firebase is not configured: ${firebaseConfigReading.missing.join(', ')}`);
    services = initialise(firebaseConfigReading.config, appSettings);
  }
  return services;
}
