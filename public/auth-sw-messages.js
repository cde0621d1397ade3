// Imported into the service worker (vite.config.ts, workbox.importScripts).
//
// Firebase Auth, keeping the session in IndexedDB, tells the page's service worker of each
// change to it ('keyChanged', after a 'ping' that asks what it handles), and waits for an answer
// for 50 ms before it goes on: Workbox never answers, so every start of a member's session waited
// those 50 ms between Auth's server answering and Firestore's first query. Answering at once that
// this worker handles nothing gives Auth the same outcome without the wait.
self.addEventListener('message', (event) => {
  const { eventType, eventId } = event.data ?? {};
  const port = event.ports[0];
  if (!port || typeof eventId !== 'string' || (eventType !== 'ping' && eventType !== 'keyChanged')) return;
  port.postMessage({ status: 'ack', eventId, eventType });
  port.postMessage({ status: 'done', eventId, eventType, response: [] });
});
