import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppDeps } from '../../server/app.ts';
import { startRecipePagesServer, type RecipePagesServer } from '../fixtures/recipe-pages-server.ts';
import { admin, googleIdToken, uniqueEmail } from './helpers.ts';

const { auth, firestore } = admin();

/**
 * The fixture pages' server, started once per file, and a way to build the service against the
 * suite's emulators with the import's limits a test needs (the pages' host allowed, a short deadline).
 */
export function useRecipePages() {
  let pages: RecipePagesServer | undefined;
  const servers: Server[] = [];
  beforeAll(async () => {
    pages = await startRecipePagesServer();
  });
  afterAll(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    await pages?.close();
  });

  const fixtures = () => {
    if (!pages) throw new Error('The fixture pages have not started');
    return pages;
  };

  return {
    pages: fixtures,
    /** A service of its own, on a real socket, that lets the fixture pages' host and port through. */
    async serveApp(deps: Partial<AppDeps> = {}): Promise<string> {
      const allowedHosts = [{ host: '127.0.0.1', port: fixtures().port }];
      const app = createApp({ auth, firestore, appOrigin: 'http://app.test', emailTemplates: {}, mailer: { send: async () => undefined }, ...deps, recipeImport: { allowedHosts, ...deps.recipeImport } });
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
      servers.push(server);
      if (!server.listening) await once(server, 'listening');
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
  };
}

/** A signed-in user whose address Google vouches for. */
export async function verifiedUser(): Promise<string> {
  return (await googleIdToken(uniqueEmail('cook'), 'Cora Cuisine')).idToken;
}

export async function importRecipe(api: string, url: string, idToken: string | null): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${api}/api/recipes/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ url }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
