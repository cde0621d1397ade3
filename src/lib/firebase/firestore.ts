import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { appSettings, type AppSettings } from '@/config/env';
import { firebaseApp, firebaseAuth } from './auth';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

let services: FirebaseServices | undefined;

function canPersistLocally(): boolean {
  return typeof indexedDB !== 'undefined';
}

function initialise(env: AppSettings): FirebaseServices {
  const app = firebaseApp();
  const auth = firebaseAuth();

  const db = initializeFirestore(app, {
    localCache: canPersistLocally()
      ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
      : memoryLocalCache(),
  });

  if (env.useEmulators) connectFirestoreEmulator(db, env.emulatorHost, env.emulatorPorts.firestore);
  return { app, auth, db };
}

/** The one place Firestore is initialised, on the app and Auth of auth.ts. */
export function firebase(): FirebaseServices {
  services ??= initialise(appSettings);
  return services;
}
