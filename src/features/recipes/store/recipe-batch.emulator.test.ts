import { afterEach, describe, expect, it, vi } from 'vitest';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { seed } from '../../../../tests/rules/helpers';
import { storedRecipe } from '../../../../tests/rules/recipe-fixtures';
import { RECIPE_IDS_PER_QUERY } from '@/domain/shared/ids-per-query';
import { watchRecipeBatch, type RecipesById } from '../data';
import { recipeBatches } from './recipe-batches';

// The planner's and the list's reads of recipes by id, through the app's own batches and query,
// against the emulator and the real rules: a member reads the household's private recipes,
// other households' public ones and deleted ids together, in batches of at most RECIPE_IDS_PER_QUERY.

const HOME = 'org-home';
const FOREIGN = 'org-foreign';

const ownIds = Array.from({ length: RECIPE_IDS_PER_QUERY + 2 }, (_, index) => `home-${index}`);
const publicIds = ['foreign-public-1', 'foreign-public-2'];

const { clients, env } = householdEmulator({ olga: { [HOME]: 'owner' } }, () => ({
  ...Object.fromEntries(ownIds.map((id) => [`recipes/${id}`, storedRecipe(id, HOME, 'olga')])),
  ...Object.fromEntries(publicIds.map((id) => [`recipes/${id}`, storedRecipe(id, FOREIGN, 'fred', { isPublic: true, seoUrl: `recette_${id}` })])),
  'recipes/foreign-private': storedRecipe('foreign-private', FOREIGN, 'fred'),
}));

/** Olga's batches, as the recipes store makes them, and what they have read so far. */
function olgasBatches() {
  let known: RecipesById = {};
  const forgotten: string[] = [];
  const watchBatch = vi.fn((ids: readonly string[], onChange: (recipes: RecipesById) => void) => watchRecipeBatch(ids, onChange, clients.olga));
  const batches = recipeBatches(watchBatch, RECIPE_IDS_PER_QUERY, {
    onChange: (recipes) => {
      known = { ...known, ...recipes };
    },
    onForget: (ids) => forgotten.push(...ids),
  });
  return { batches, watchBatch, known: () => known, forgotten };
}

const readers: { stop: () => void }[] = [];
afterEach(() => readers.splice(0).forEach((reader) => reader.stop()));

/** Waits for what the live reads bring, as long as a busy emulator may take (never a timing asserted). */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 50 });

const nameOf = (known: RecipesById, id: string) => known[id]?.name;

describe('recipes read by id', () => {
  it('reads the household’s private recipes, public ones of others and a deleted id together, over more than one batch', async () => {
    const { batches, watchBatch, known } = olgasBatches();
    const reader = batches.reader();
    readers.push(reader);
    const ids = [...ownIds, ...publicIds, 'gone'];
    reader.want(ids);

    await eventually(() => expect(Object.keys(known()).sort()).toEqual([...ids].sort()));
    expect(watchBatch.mock.calls.map(([batch]) => batch.length)).toEqual([RECIPE_IDS_PER_QUERY, ids.length - RECIPE_IDS_PER_QUERY]);
    expect(ownIds.every((id) => nameOf(known(), id) === `Recette ${id}`)).toBe(true);
    expect(publicIds.map((id) => known()[id]?.isPublic)).toEqual([true, true]);
    expect(known().gone).toBeNull();
  });

  it('reads another household’s private recipe among them as null, and the others all the same', async () => {
    const { batches, known } = olgasBatches();
    const reader = batches.reader();
    readers.push(reader);
    reader.want(['home-0', 'foreign-public-1', 'foreign-private', 'gone']);

    await eventually(() => expect(Object.keys(known()).sort()).toEqual(['foreign-private', 'foreign-public-1', 'gone', 'home-0']));
    expect(nameOf(known(), 'home-0')).toBe('Recette home-0');
    expect(nameOf(known(), 'foreign-public-1')).toBe('Recette foreign-public-1');
    expect(known()['foreign-private']).toBeNull();
    expect(known().gone).toBeNull();
  });

  it('shows a rename by someone else, and a public recipe made private since as null', async () => {
    const { batches, known } = olgasBatches();
    const reader = batches.reader();
    readers.push(reader);
    reader.want(['home-1', 'foreign-public-2']);
    await eventually(() => expect(nameOf(known(), 'foreign-public-2')).toBe('Recette foreign-public-2'));

    await seed(env(), (db) => db.doc('recipes/home-1').update({ name: 'Gratin renommé' }));
    await eventually(() => expect(nameOf(known(), 'home-1')).toBe('Gratin renommé'));

    await seed(env(), (db) => db.doc('recipes/foreign-public-2').update({ isPublic: false, seoUrl: null }));
    await eventually(() => expect(known()['foreign-public-2']).toBeNull());
    expect(nameOf(known(), 'home-1')).toBe('Gratin renommé');
  });

  it('reads an id two readers want once, and forgets a batch when no reader wants any of it', async () => {
    const { batches, watchBatch, known, forgotten } = olgasBatches();
    const planner = batches.reader();
    const list = batches.reader();
    readers.push(planner, list);
    planner.want(['home-2', 'home-3']);
    list.want(['home-3', 'home-4']);
    await eventually(() => expect(Object.keys(known()).sort()).toEqual(['home-2', 'home-3', 'home-4']));
    expect(watchBatch.mock.calls.map(([batch]) => batch)).toEqual([['home-2', 'home-3'], ['home-4']]);

    planner.stop();
    expect(forgotten).toEqual([]);
    list.want([]);
    expect(forgotten.sort()).toEqual(['home-2', 'home-3', 'home-4']);
  });
});
