import type { ConnectivitySource } from './connectivity';

/**
 * The browser's network events and Firestore's write queue. Firestore loads only when the queue
 * is first asked about (offline, or back online), never with the shell.
 */
export const browserConnectivity: ConnectivitySource = {
  isOnline: () => navigator.onLine,
  pendingWritesSettled: async () => {
    const [{ waitForPendingWrites }, { firebase }] = await Promise.all([import('firebase/firestore'), import('./firebase/firestore')]);
    return waitForPendingWrites(firebase().db);
  },
  onChange: (callback) => {
    window.addEventListener('online', callback);
    window.addEventListener('offline', callback);
    return () => {
      window.removeEventListener('online', callback);
      window.removeEventListener('offline', callback);
    };
  },
};
