import { appSettings, firebaseConfigReading } from '@/config/env';
import { documentUrl, runQueryRequest, toSnapshot, toSnapshots, type RestDocument, type RestQuery, type RestTarget } from './firestore-rest-query';
import type { SnapshotLike } from './firestore/typed-doc';

/*
 * One query over Firestore's REST API, for the first paint of a public page: a plain fetch, so the
 * page needs none of the SDK's weight nor its WebChannel handshake before it shows its data. The
 * full SDK loads behind it for the live queries and the offline cache. Anonymous: only what the
 * rules give a visitor can be read this way.
 */

function target(): RestTarget {
  if (!firebaseConfigReading.ok) throw new Error('Firebase is not configured');
  const { projectId, apiKey } = firebaseConfigReading.config;
  const emulator = appSettings.useEmulators ? { host: appSettings.emulatorHost, port: appSettings.emulatorPorts.firestore } : undefined;
  return { projectId, apiKey, emulator };
}

/** Runs the query against this app's project; rejects on any failure (no network, a refusal). */
export async function runQuery(query: RestQuery): Promise<SnapshotLike[]> {
  const { url, body } = runQueryRequest(query, target());
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`Firestore answered ${response.status}`);
  return toSnapshots((await response.json()) as { document?: RestDocument }[]);
}

/** One document, or null when there is none; rejects on any other failure (no network, a refusal: not for visitors). */
export async function getDocument(path: string): Promise<SnapshotLike | null> {
  const response = await fetch(documentUrl(path, target()));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Firestore answered ${response.status}`);
  return toSnapshot((await response.json()) as RestDocument);
}
