import { registerSW } from 'virtual:pwa-register';
import { useAppUpdate } from './app-update';
import { isSandboxed } from './sandbox';

/** Registers /service-worker.js once the page has loaded, unless the app runs in a sandbox. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || isSandboxed(location.hostname, window.self !== window.top)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => useAppUpdate.setState({ updateReady: true, update: () => void updateServiceWorker(true) }),
  });
}
