import { createStore } from './create-store';

/** A new version of the app, installed by the service worker and waiting for the user. */
interface AppUpdateState {
  /** A new version is installed and waits for the user to take it. */
  updateReady: boolean;
  /** Reloads into the new version; a no-op until one is ready. */
  update: () => void;
}

export const useAppUpdate = createStore<AppUpdateState>(() => ({ updateReady: false, update: () => undefined }));
