import { waitForPendingWrites } from 'firebase/firestore';
import type { ConnectivitySource } from './connectivity';
import { firebase } from './firebase';

/** The browser's network events and Firestore's write queue. */
export const browserConnectivity: ConnectivitySource = {
  isOnline: () => navigator.onLine,
  pendingWritesSettled: () => waitForPendingWrites(firebase().db),
  onChange: (callback) => {
    window.addEventListener('online', callback);
    window.addEventListener('offline', callback);
    return () => {
      window.removeEventListener('online', callback);
      window.removeEventListener('offline', callback);
    };
  },
};
