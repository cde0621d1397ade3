import { beforeAll, describe, expect, it } from 'vitest';
import { importRecipe, useRecipePages, verifiedUser } from './recipe-import-helpers.ts';
import { fetchPage, defaultFetchLimits } from '../../server/recipe-import/safe-fetch.ts';
import { stack } from './helpers.ts';
import { unverifiedIdToken } from './household-accounts.ts';

const { pages, serveApp } = useRecipePages();

/** A test's deadline: long enough for a fixture page, far under the production 10 s. */
const SHORT_DEADLINE_MS = 1_500;

let api = '';
let idToken = '';
beforeAll(async () => {
  api = await serveApp({ recipeImport: { timeoutMs: SHORT_DEADLINE_MS } });
  idToken = await verifiedUser();
});

const refusal = (code: string, message: string) => ({ message, code: `recipes.import.errors.${code}` });
const privateAddress = refusal('privateAddress', 'Cette adresse mène à un réseau privé : elle ne peut pas être importée.');

describe('POST /api/recipes/import refuses', () => {
  it.each(['ftp://example.com/recette', 'javascript:alert(1)', 'file:///etc/passwd', 'pas une adresse', 'https://cuisinier:secret@example.com/recette'])(
    'an address that is not a plain http(s) one: %s',
    async (url) => {
      expect(await importRecipe(api, url, idToken)).toEqual({ status: 400, body: refusal('invalidAddress', "Cette adresse n'est pas une adresse web (http ou https).") });
    },
  );

  it('the service’s own machine and private networks, by address or by a name that resolves to them', async () => {
    // The suite's own API and emulators listen on loopback: the very things the rule protects.
    for (const url of [stack.api, `${stack.firestore}/`, 'http://localhost:8080/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://10.0.0.1/', 'http://192.168.1.1/', 'http://169.254.169.254/latest/meta-data/', 'http://0.0.0.0/']) {
      expect(await importRecipe(api, url, idToken), url).toEqual({ status: 400, body: privateAddress });
    }
  });

  it('an allowed host on another port than the one allowed', async () => {
    expect(await importRecipe(api, `http://127.0.0.1:${pages().port + 1}/`, idToken)).toEqual({ status: 400, body: privateAddress });
  });

  it('a redirect to a private address, to loopback by address or by name, checked again at each step', async () => {
    for (const location of ['http://10.0.0.1/', stack.api, `http://localhost:${pages().port}/recettes/quiche-lorraine.html`, 'http://[fd00::1]/']) {
      const url = `${pages().origin}/redirect-to?location=${encodeURIComponent(location)}`;
      expect(await importRecipe(api, url, idToken), location).toEqual({ status: 400, body: privateAddress });
    }
  });

  it('a redirect to another scheme', async () => {
    const url = `${pages().origin}/redirect-to?location=${encodeURIComponent('file:///etc/passwd')}`;
    expect((await importRecipe(api, url, idToken)).body).toMatchObject({ code: 'recipes.import.errors.invalidAddress' });
  });

  it('a sixth redirect', async () => {
    expect(await importRecipe(api, `${pages().origin}/redirect/6`, idToken)).toEqual({
      status: 502,
      body: refusal('tooManyRedirects', 'Cette page redirige trop de fois : elle ne peut pas être importée.'),
    });
  });

  it('a page that does not answer in time, or stops halfway, compressed or not', async () => {
    const timeout = { status: 504, body: refusal('timeout', 'La page a mis plus de 10 secondes à répondre. Veuillez réessayer plus tard.') };
    expect(await importRecipe(api, `${pages().origin}/stall`, idToken)).toEqual(timeout);
    expect(await importRecipe(api, `${pages().origin}/stall-body`, idToken)).toEqual(timeout);
    expect(await importRecipe(api, `${pages().origin}/gzip-stall`, idToken)).toEqual(timeout);
  });

  it('a page over 5 MB, counted while it streams or declared up front', async () => {
    const tooBig = { status: 422, body: refusal('tooBig', 'Cette page dépasse 5 Mo : elle ne peut pas être importée.') };
    expect(await importRecipe(api, `${pages().origin}/huge`, idToken)).toEqual(tooBig);
    expect(await importRecipe(api, `${pages().origin}/huge-declared`, idToken)).toEqual(tooBig);
  });

  it('what is not a web page', async () => {
    expect(await importRecipe(api, `${pages().origin}/photo.jpg`, idToken)).toEqual({ status: 422, body: refusal('notHtml', 'Cette adresse ne mène pas à une page web.') });
  });

  it('a page without a recipe', async () => {
    expect(await importRecipe(api, `${pages().origin}/recettes/article-no-recipe.html`, idToken)).toEqual({
      status: 422,
      body: refusal('noRecipe', "Aucune recette n'a été trouvée sur cette page."),
    });
  });

  it('a site that fails: an error status, a missing page', async () => {
    const remote = { status: 502, body: refusal('remoteError', "Le site de cette page n'a pas répondu correctement. Veuillez réessayer plus tard.") };
    expect(await importRecipe(api, `${pages().origin}/broken`, idToken)).toEqual(remote);
    expect(await importRecipe(api, `${pages().origin}/recettes/introuvable.html`, idToken)).toEqual(remote);
  });

  it('a visitor, and an account whose address is not verified', async () => {
    const url = `${pages().origin}/recettes/quiche-lorraine.html`;
    expect(await importRecipe(api, url, null)).toEqual({ status: 401, body: { message: 'Vous devez être connecté.', code: 'api.auth.required' } });
    expect((await importRecipe(api, url, await unverifiedIdToken())).body).toMatchObject({ code: 'api.auth.emailNotVerified' });
  });

  it('a user past the hourly limit, with 429', async () => {
    const limited = await serveApp({ rateLimits: { recipeImportPerUser: { limit: 1, windowMs: 60_000 } } });
    const url = `${pages().origin}/recettes/quiche-lorraine.html`;
    expect((await importRecipe(limited, url, idToken)).status).toBe(200);
    expect(await importRecipe(limited, url, idToken)).toEqual({ status: 429, body: { message: "Trop d'imports de recettes. Veuillez réessayer plus tard.", code: 'recipes.import.errors.rateLimited' } });
    expect((await importRecipe(limited, url, await verifiedUser())).status).toBe(200);
  });
});

describe('the fetch connects to the address it checked', () => {
  it('asks DNS once per address and connects there, whatever a second answer would say', async () => {
    const asked: string[] = [];
    // A name no real resolver knows: the page can only come through the checked, pinned address.
    const resolve = async (host: string) => {
      asked.push(host);
      return [{ address: '127.0.0.1', family: 4 as const }];
    };
    const page = await fetchPage(`http://recettes.example:${pages().port}/recettes/quiche-lorraine.html`, {
      ...defaultFetchLimits,
      allowedHosts: [{ host: 'recettes.example', port: pages().port }],
      resolve,
    });
    expect(page.html).toContain('Quiche lorraine traditionnelle');
    expect(asked).toEqual(['recettes.example']);
  });

  it('refuses a name when any of its records is private, even beside a public one', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 as const },
      { address: '127.0.0.1', family: 4 as const },
    ];
    await expect(fetchPage('http://rebind.example/', { ...defaultFetchLimits, resolve })).rejects.toMatchObject({ status: 400, key: 'recipes.import.errors.privateAddress' });
  });
});
