import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createCustomRulesEnv, seed, signedIn, type TestFirestore } from './helpers.ts';

// The Storage emulator cannot start here (it needs Java 21 and a downloaded rules runtime), but
// the Firestore emulator's rules compiler knows the firebase.storage service and the rules
// language is the same: it compiles storage.rules as written, and evaluates the decision table
// below on a mechanical translation of the few Storage-only names into Firestore ones.

const storageRules = readFileSync(fileURLToPath(new URL('../../storage.rules', import.meta.url)), 'utf8');

const ONE_MEGABYTE = 1024 * 1024;
const OWNER = 'alice';

type Actor = 'anonymous' | 'owner' | 'unverified owner' | 'another user';
type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';

interface Decision {
  /** An object path, or a folder for `list`. */
  path: string;
  actor: Actor;
  operation: Operation;
  contentType?: string;
  size?: number;
  allowed: boolean;
}

const picture = `recipe-images/${OWNER}/1700000000000-tarte.jpg`;
const upload = { contentType: 'image/jpeg', size: 200_000 };

// The table README.md "Storage rules" states.
const decisions: Decision[] = [
  { path: picture, actor: 'anonymous', operation: 'get', allowed: true },
  { path: picture, actor: 'another user', operation: 'get', allowed: true },
  { path: `recipe-images/${OWNER}`, actor: 'anonymous', operation: 'list', allowed: false },
  { path: `recipe-images/${OWNER}`, actor: 'owner', operation: 'list', allowed: false },
  { path: picture, actor: 'owner', operation: 'create', ...upload, allowed: true },
  { path: picture, actor: 'owner', operation: 'create', contentType: 'image/png', size: 200_000, allowed: true },
  { path: picture, actor: 'owner', operation: 'create', contentType: 'image/webp', size: 200_000, allowed: true },
  { path: picture, actor: 'owner', operation: 'create', contentType: 'image/svg+xml', size: 2_000, allowed: false },
  { path: picture, actor: 'owner', operation: 'create', contentType: 'image/gif', size: 2_000, allowed: false },
  { path: picture, actor: 'owner', operation: 'create', contentType: 'text/html', size: 2_000, allowed: false },
  { path: picture, actor: 'owner', operation: 'create', contentType: 'image/jpeg', size: ONE_MEGABYTE - 1, allowed: true },
  { path: picture, actor: 'owner', operation: 'create', contentType: 'image/jpeg', size: ONE_MEGABYTE, allowed: false },
  { path: picture, actor: 'unverified owner', operation: 'create', ...upload, allowed: false },
  { path: picture, actor: 'another user', operation: 'create', ...upload, allowed: false },
  { path: picture, actor: 'anonymous', operation: 'create', ...upload, allowed: false },
  { path: picture, actor: 'owner', operation: 'update', ...upload, allowed: false },
  { path: picture, actor: 'owner', operation: 'delete', allowed: true },
  { path: picture, actor: 'unverified owner', operation: 'delete', allowed: true },
  { path: picture, actor: 'another user', operation: 'delete', allowed: false },
  { path: picture, actor: 'anonymous', operation: 'delete', allowed: false },
  { path: `avatars/${OWNER}/me.jpg`, actor: 'anonymous', operation: 'get', allowed: false },
  { path: `avatars/${OWNER}/me.jpg`, actor: 'owner', operation: 'create', ...upload, allowed: false },
];

/** The block of one `match` statement, braces balanced. */
function matchBlock(rules: string, pattern: string): string {
  const start = rules.indexOf(`match ${pattern} {`);
  if (start < 0) throw new Error(`storage.rules has no "match ${pattern}"`);
  let depth = 0;
  for (let i = start + `match ${pattern} `.length; i < rules.length; i += 1) {
    if (rules[i] === '{') depth += 1;
    if (rules[i] === '}' && (depth -= 1) === 0) return rules.slice(start, i + 1);
  }
  throw new Error(`Unbalanced braces after "match ${pattern}"`);
}

describe('storage.rules as written', () => {
  it('compiles without an error or a warning', async () => {
    const response = await fetch(`http://127.0.0.1:${inject('firestorePort')}/emulator/v1/projects/demo-nioo-storage-compile:securityRules`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: storageRules }] } }),
    });
    const body = (await response.json()) as { issues?: { description: string }[]; error?: { message: string } };
    expect(body.error?.message).toBeUndefined();
    expect(body.issues ?? []).toEqual([]);
    expect(response.status).toBe(200);
  });

  it('lets a picture be fetched by its path but never a folder be listed', () => {
    const pictures = matchBlock(storageRules, '/recipe-images/{userId}/{fileName}');
    expect(pictures).toContain('allow get: if true;');
    // `read` and `write` include `list` and `update`.
    expect(pictures).not.toMatch(/allow[^:]*\b(read|list|write|update)\b/);
  });

  it('accepts three raster types only, under 1 MB', () => {
    expect(storageRules).toContain("request.resource.contentType in ['image/jpeg', 'image/png', 'image/webp']");
    expect(storageRules).toContain('request.resource.size < 1024 * 1024');
  });

  it('denies every other path', () => {
    expect(matchBlock(storageRules, '/{allPaths=**}')).toMatch(/allow read, write: if false;\s*}$/);
  });
});

// Storage name → Firestore name. A picture becomes a document with its content type and size as
// fields, under a `files` subcollection (Firestore paths alternate collection and document).
const storageOnlyNames: [string, string][] = [
  ['service firebase.storage', 'service cloud.firestore'],
  ['match /b/{bucket}/o', 'match /databases/{database}/documents'],
  ['match /recipe-images/{userId}/{fileName}', 'match /recipe-images/{userId}/files/{fileName}'],
  ['request.resource.contentType', 'request.resource.data.contentType'],
  ['request.resource.size', 'request.resource.data.size'],
];

function asFirestoreRules(rules: string): string {
  const translated = storageOnlyNames.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`storage.rules no longer says "${from}": update the translation`);
    return text.replaceAll(from, to);
  }, rules);
  // Any other object property (metadata, md5Hash…) would have no meaning after the translation.
  const untranslated = /\bresource\.(?!data\.)\w+/.exec(translated);
  if (untranslated) throw new Error(`storage.rules uses ${untranslated[0]}: extend the translation`);
  return translated;
}

/** recipe-images/alice/x.jpg → recipe-images/alice/files/x.jpg (a folder gets the `files` collection). */
function documentPath(storagePath: string): string {
  const [folder, owner, fileName] = storagePath.split('/');
  return [folder, owner, 'files', fileName].filter(Boolean).join('/');
}

describe('storage.rules decisions, evaluated by the rules engine', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await createCustomRulesEnv('demo-nioo-storage-decisions', asFirestoreRules(storageRules));
  });

  afterAll(async () => {
    await env.cleanup();
  });

  function client(actor: Actor): TestFirestore {
    if (actor === 'anonymous') return env.unauthenticatedContext().firestore();
    if (actor === 'another user') return signedIn(env, 'bob');
    return signedIn(env, OWNER, { email_verified: actor === 'owner' });
  }

  function request(db: TestFirestore, { path, operation, contentType, size }: Decision): Promise<unknown> {
    const target = documentPath(path);
    if (operation === 'list') return db.collection(target).get();
    if (operation === 'get') return db.doc(target).get();
    if (operation === 'delete') return db.doc(target).delete();
    return db.doc(target).set({ contentType, size });
  }

  /** "#4 owner create recipe-images/alice/… (image/jpeg, 200000 bytes) → allowed" */
  function title({ actor, operation, path, contentType, size, allowed }: Decision, row: number): string {
    const upload = contentType ? ` (${contentType}, ${size} bytes)` : '';
    return `#${row} ${actor} ${operation} ${path}${upload} → ${allowed ? 'allowed' : 'denied'}`;
  }

  it.each(decisions.map((decision, row) => ({ name: title(decision, row), decision, row })))('$name', async ({ decision, row }) => {
    // Each row on an object of its own, which exists already unless the row creates it.
    const path = decision.operation === 'list' ? decision.path : `${decision.path}-${row}`;
    if (decision.operation !== 'create' && decision.operation !== 'list') await seed(env, (db) => db.doc(documentPath(path)).set(upload));
    const attempt = request(client(decision.actor), { ...decision, path });
    await (decision.allowed ? assertSucceeds(attempt) : assertFails(attempt));
  });
});
