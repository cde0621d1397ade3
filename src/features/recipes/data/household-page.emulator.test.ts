import { afterEach, describe, expect, it, vi } from 'vitest';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { serverTimestamp, signedIn } from '../../../../tests/rules/helpers';
import { storedRecipe } from '../../../../tests/rules/recipe-fixtures';
import type { Classification } from '@/domain/recipes/classification';
import { discoveryTerms } from '@/domain/recipes/discovery-terms';
import type { HouseholdPageAnswer, HouseholdPageQuery } from '@/domain/recipes/household-page';
import { watchHouseholdPage } from '.';

// The cookbook's household query, as the app asks it, against the emulator and the real rules:
// a page of the newest recipes, a larger one after 'Voir plus', a search by the start of a word,
// the planner panel's diet and dish type,
// and what another member creates, renames or deletes meanwhile, live.

const HOME = 'org-home';
const FOREIGN = 'org-foreign';
const classification: Classification = { dishTypes: ['main'], dietaryRestrictions: [], difficulty: 'medium', cost: 'medium' };

/** A recipe of the household with the terms a save writes, created `minute` minutes into the day. */
function ownRecipe(id: string, name: string, minute: number, classified: Classification = classification) {
  const at = new Date(Date.UTC(2025, 0, 6, 9, minute));
  return storedRecipe(id, HOME, 'olga', { name, classification: classified, createdAt: at, updatedAt: at, discoveryTerms: discoveryTerms({ name, classification: classified }) });
}

const vegan: Classification = { ...classification, dietaryRestrictions: ['vegetarian', 'vegan'] };

const numbered = Array.from({ length: 30 }, (_, index) => ownRecipe(`home-${index}`, `Recette ${index}`, index));

const { clients, env } = householdEmulator({ olga: { [HOME]: 'owner' }, mia: { [HOME]: 'member' } }, () => ({
  ...Object.fromEntries(numbered.map((recipe, index) => [`recipes/home-${index}`, recipe])),
  'recipes/gratin': ownRecipe('gratin', 'Gratin dauphinois', 2),
  'recipes/curry': ownRecipe('curry', 'Curry de lentilles', 1, vegan),
  'recipes/sorbet': ownRecipe('sorbet', 'Sorbet citron', 3, { ...vegan, dishTypes: ['dessert'] }),
  'recipes/foreign-gratin': storedRecipe('foreign-gratin', FOREIGN, 'fred', { name: 'Gratin dauphinois', isPublic: true, seoUrl: 'recette_foreign-gratin', discoveryTerms: discoveryTerms({ name: 'Gratin dauphinois', classification }) }),
}));

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Olga's household query, and what it last answered. */
function follow(asked: HouseholdPageQuery) {
  let answer: HouseholdPageAnswer | null = null;
  const onError = vi.fn();
  stops.push(watchHouseholdPage(HOME, asked, (next) => (answer = next), onError, clients.olga));
  return { names: () => answer?.recipes.map((recipe) => recipe.name), answer: () => answer, onError };
}

/** Waits for what the live query brings, as long as a busy emulator may take (never a timing asserted). */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 50 });

describe("the household's recipes, a page at a time", () => {
  it('reads the newest page, then two pages after "Voir plus"', async () => {
    const page = follow({ term: null, limit: 24 });
    await eventually(() => expect(page.names()).toHaveLength(24));
    expect(page.names()?.[0]).toBe('Recette 29');
    expect(page.answer()).toMatchObject({ term: null, limit: 24 });
    const two = follow({ term: null, limit: 48 });
    await eventually(() => expect(two.names()).toHaveLength(33));
    expect(page.onError).not.toHaveBeenCalled();
  });

  it("finds the household's recipes whose name has a word starting with the term, and no other household's", async () => {
    const search = follow({ term: 'p:dauph', limit: 24 });
    await eventually(() => expect(search.names()).toEqual(['Gratin dauphinois']));
    expect(search.answer()?.recipes.map((recipe) => recipe.id)).toEqual(['gratin']);
  });

  it("narrows by the planner panel's diet and dish type term, as a save stores them", async () => {
    const vegans = follow({ term: 'r:vegan', limit: 24 });
    await eventually(() => expect(vegans.names()).toEqual(['Sorbet citron', 'Curry de lentilles']));
    const veganMains = follow({ term: 'd:main|r:vegan', limit: 24 });
    await eventually(() => expect(veganMains.names()).toEqual(['Curry de lentilles']));
    expect(veganMains.onError).not.toHaveBeenCalled();
  });

  it('shows what another member creates, renames and deletes, live', async () => {
    const page = follow({ term: null, limit: 24 });
    const search = follow({ term: 'p:lasa', limit: 24 });
    await eventually(() => expect(page.names()).toHaveLength(24));
    // Mia writes from another device.
    const lasagnes = signedIn(env(), 'mia').collection('recipes').doc('lasagnes');
    const name = 'Lasagnes aux épinards';
    await lasagnes.set({
      ...storedRecipe('lasagnes', HOME, 'mia', { name, discoveryTerms: discoveryTerms({ name, classification }) }),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    await eventually(() => expect(page.names()?.[0]).toBe(name));
    await eventually(() => expect(search.names()).toEqual([name]));
    await lasagnes.update({ name: 'Cannellonis', discoveryTerms: discoveryTerms({ name: 'Cannellonis', classification }), updatedAt: serverTimestamp() });
    await eventually(() => expect(search.names()).toEqual([]));
    await eventually(() => expect(page.names()?.[0]).toBe('Cannellonis'));
    await lasagnes.delete();
    await eventually(() => expect(page.names()?.[0]).toBe('Recette 29'));
  });
});
