import { appSettings, firebaseConfigReading } from '@/config/env';
import { batchGetRequest, documentUrl, runQueryRequest, toFoundSnapshots, toSnapshot, toSnapshots, type RestDocument, type RestQuery, type RestTarget } from './firestore-rest-query';
import type { SnapshotLike } from '@/domain/shared/read-doc';

/*
 * One query over Firestore's REST API, for the first paint of a public page: a plain fetch, so the
 * page needs none of the SDK's weight nor its WebChannel handshake before it shows its data. The
 * full SDK loads behind it for the live queries and the offline cache. Anonymous: only what the
 * rules give a visitor can be read this way.
 */

/**
 * One REST exchange as a prerendered page carries it from the server to the browser (DESIGN.md
 * §3, Budgets): the server records the first paint's reads, the browser answers the same reads
 * from them before hydrating, so both render the same page from the same data.
 */
export interface RestAnswer {
  status: number;
  body: unknown;
}

export type RestAnswers = Record<string, RestAnswer>;

let recording: RestAnswers | null = null;
const primed = new Map<string, RestAnswer>();

/** Server: records every exchange until the returned function stops it and gives them back. */
export function recordRestAnswers(): () => RestAnswers {
  const answers: RestAnswers = {};
  recording = answers;
  return () => {
    recording = null;
    return answers;
  };
}

/** Browser: the page's recorded answers, each given once (later reads are live). */
export function primeRestAnswers(answers: RestAnswers): void {
  for (const [key, answer] of Object.entries(answers)) primed.set(key, answer);
}

async function exchange(url: string, init: { method: 'POST'; body: string } | undefined): Promise<RestAnswer> {
  const key = `${init?.method ?? 'GET'} ${url} ${init?.body ?? ''}`;
  const ready = primed.get(key);
  if (ready) {
    primed.delete(key);
    return ready;
  }
  const response = await fetch(url, init && { ...init, headers: { 'Content-Type': 'application/json' } });
  const answer: RestAnswer = { status: response.status, body: response.ok ? await response.json() : null };
  if (recording) recording[key] = answer;
  return answer;
}

function target(): RestTarget {
  if (!firebaseConfigReading.ok) throw new Error('Firebase is not configured');
  const { projectId, apiKey } = firebaseConfigReading.config;
  const emulator = appSettings.useEmulators ? { host: appSettings.emulatorHost, port: appSettings.emulatorPorts.firestore } : undefined;
  return { projectId, apiKey, emulator };
}

/** Runs the query against this app's project; rejects on any failure (no network, a refusal). */
export async function runQuery(query: RestQuery): Promise<SnapshotLike[]> {
  const { url, body } = runQueryRequest(query, target());
  const { status, body: answer } = await exchange(url, { method: 'POST', body: JSON.stringify(body) });
  if (status !== 200) throw new Error(`Firestore answered ${status}`);
  return toSnapshots(answer as { document?: RestDocument }[]);
}

/** One document, or null when there is none; rejects on any other failure (no network, a refusal: not for visitors). */
export async function getDocument(path: string): Promise<SnapshotLike | null> {
  const { status, body } = await exchange(documentUrl(path, target()), undefined);
  if (status === 404) return null;
  if (status !== 200) throw new Error(`Firestore answered ${status}`);
  return toSnapshot(body as RestDocument);
}

/** The documents of these paths that exist, with only `fields`, in one exchange; rejects on any failure. */
export async function getDocuments(paths: readonly string[], fields: readonly string[]): Promise<SnapshotLike[]> {
  const { url, body } = batchGetRequest(paths, fields, target());
  const { status, body: answer } = await exchange(url, { method: 'POST', body: JSON.stringify(body) });
  if (status !== 200) throw new Error(`Firestore answered ${status}`);
  return toFoundSnapshots(answer as { found?: RestDocument }[]);
}
