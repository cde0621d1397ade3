import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
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
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { appSettings, firebaseConfigReading, type AppSettings, type FirebaseWebConfig } from '@/config/env';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  /** Undefined when no Storage backend is reachable (local stack without its emulator): images go inline. */
  storage: FirebaseStorage | undefined;
}

let services: FirebaseServices | undefined;

function canPersistLocally(): boolean {
  return typeof indexedDB !== 'undefined';
}

function initialise(config: FirebaseWebConfig, env: AppSettings): FirebaseServices {
  const app = initializeApp(config);

  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });

  const db = initializeFirestore(app, {
    localCache: canPersistLocally()
      ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
      : memoryLocalCache(),
  });

  const storageReachable = !env.useEmulators || env.storageEmulatorAvailable;
  const storage = storageReachable ? getStorage(app) : undefined;

  if (env.useEmulators) {
    const host = env.emulatorHost;
    connectAuthEmulator(auth, `http://${host}:${env.emulatorPorts.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(db, host, env.emulatorPorts.firestore);
    if (storage) connectStorageEmulator(storage, host, env.emulatorPorts.storage);
  }
  return { app, auth, db, storage };
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
