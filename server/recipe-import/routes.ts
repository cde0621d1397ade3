import type { Auth } from 'firebase-admin/auth';
import { Hono } from 'hono';
import type { EndpointResponse } from '@domain/api/endpoint.ts';
import { recipeImportEndpoint } from '@domain/api/recipe-import.ts';
import { parseIngredientLine } from '@domain/recipes/ingredient-line-parser.ts';
import { webUrlSchema } from '@domain/shared/web-url.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { requireUser, requireVerifiedEmail, type UserEnv } from '../http/require-user.ts';
import { buildDraft } from './build-draft.ts';
import type { CatalogueSource } from './catalogue.ts';
import { extractRecipe } from './extract-recipe.ts';
import { importRefusal } from './refusals.ts';
import { fetchPage, type FetchLimits } from './safe-fetch.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';

export interface RecipeImportRouteDeps {
  auth: Auth;
  catalogue: CatalogueSource;
  fetchLimits: FetchLimits;
  /** Imports one user may start: each one makes the service fetch a page from the Internet. */
  limiter: RateLimiter;
}

/**
 * POST /api/recipes/import: reads the recipe of a web page for the recipe form. A verified
 * account only, counted per user, so the service is nobody's anonymous page fetcher.
 */
export function recipeImportRoutes({ auth, catalogue, fetchLimits, limiter }: RecipeImportRouteDeps) {
  return new Hono<UserEnv>().post(recipeImportEndpoint.path, requireUser(auth), requireVerifiedEmail(), async (c) => {
    await enforceRateLimit(limiter, c.get('user').uid, 'recipes.import.errors.rateLimited');
    const { url } = await parseJsonBody(c, recipeImportEndpoint.request);
    const page = await fetchPage(url, fetchLimits);
    const fields = extractRecipe(page.html, new URL(page.url));
    if (!fields) throw importRefusal('noRecipe');
    // A redirect may lead to an address longer than a recipe keeps: the recipe is still worth having.
    const sourceUrl = webUrlSchema.safeParse(page.url).success ? page.url : null;
    const draft = buildDraft(fields, sourceUrl, await catalogue(), parseIngredientLine);
    return c.json(draft satisfies EndpointResponse<typeof recipeImportEndpoint>);
  });
}
