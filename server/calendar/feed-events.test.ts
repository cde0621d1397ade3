import { describe, expect, it } from 'vitest';
import type { MealEntry } from '@domain/planner/meal-entry.ts';
import { recipeSchema, type Recipe } from '@domain/recipes/recipe.ts';
import { calendarName, feedEvents, feedWindow, recipeAddress, type FeedSource } from './feed-events.ts';

const ORG = 'org-1';
const ORIGIN = 'https://app.nioo.test';

function recipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    ...recipeSchema.parse({
      id: 'gratin',
      name: 'Gratin dauphinois',
      servings: 4,
      ingredients: [
        { id: 'a', name: 'Pommes de terre', quantity: 1.2, unit: 'kilogram' },
        { id: 'b', name: 'Crème', quantity: 2, unit: 'tablespoon' },
        { id: 'c', name: 'Sel', quantity: 0, unit: 'piece' },
      ],
      organizationId: ORG,
      createdBy: { id: 'u1', name: 'Alice' },
      createdAt: new Date('2026-01-01T10:00:00Z'),
      updatedAt: new Date('2026-02-01T10:00:00Z'),
    }),
    ...overrides,
  };
}

function entry(overrides: Partial<MealEntry> = {}): MealEntry {
  return {
    id: 'entry-1',
    organizationId: ORG,
    userId: 'u1',
    recipeId: 'gratin',
    date: '2026-07-14',
    mealType: 'dinner',
    portions: 6,
    completed: false,
    isArchived: false,
    createdAt: new Date('2026-07-01T08:00:00Z'),
    updatedAt: null,
    ...overrides,
  };
}

function source(entries: MealEntry[], recipes: Recipe[] = [recipe()], numberOfPersons: number | null = 3): FeedSource {
  return { household: { id: ORG, numberOfPersons }, entries, recipes: new Map(recipes.map((r) => [r.id, r])), appOrigin: ORIGIN };
}

describe('feedWindow', () => {
  it('spans two weeks back to eight weeks ahead of today in Paris, both days included', () => {
    expect(feedWindow(new Date('2026-11-24T12:00:00Z'))).toEqual({ from: '2026-11-10', to: '2027-01-19' });
  });

  it("takes today's date in Paris, not in UTC, around midnight", () => {
    // 23:30 UTC on 28 March is already 29 March in Paris (00:30, winter time until 02:00).
    expect(feedWindow(new Date('2026-03-28T23:30:00Z'))).toEqual({ from: '2026-03-15', to: '2026-05-24' });
    // 22:30 UTC on 14 July is 00:30 on 15 July in Paris (summer time).
    expect(feedWindow(new Date('2026-07-14T22:30:00Z')).from).toBe('2026-07-01');
  });
});

describe('feedEvents', () => {
  it('titles each meal with its recipe and portions, in French', () => {
    const [event] = feedEvents(source([entry()]));
    expect(event?.summary).toBe('Gratin dauphinois (6 portions)');
    expect(feedEvents(source([entry({ portions: 1 })]))[0]?.summary).toBe('Gratin dauphinois (1 portion)');
  });

  it.each([
    ['breakfast', { hour: 8, minute: 0 }],
    ['lunch', { hour: 12, minute: 30 }],
    ['snack', { hour: 16, minute: 30 }],
    ['dinner', { hour: 19, minute: 30 }],
  ] as const)('puts %s at its time', (mealType, time) => {
    expect(feedEvents(source([entry({ mealType })]))[0]).toMatchObject({ date: '2026-07-14', time });
  });

  it('makes a meal without a type an all-day event', () => {
    expect(feedEvents(source([entry({ mealType: null })]))[0]).toMatchObject({ date: '2026-07-14', time: null });
  });

  it("describes the recipe's address and its ingredients scaled to the meal's portions", () => {
    const [event] = feedEvents(source([entry({ portions: 6 })]));
    expect(event?.url).toBe(`${ORIGIN}/recipes/gratin?portions=6`);
    expect(event?.description).toBe(
      [`${ORIGIN}/recipes/gratin?portions=6`, '', 'Ingrédients pour 6 portions :', '- Pommes de terre : 1,8 kg', '- Crème : 3 c. à s.', '- Sel'].join('\n'),
    );
  });

  it("takes the household's size when the meal has no portions of its own", () => {
    const [event] = feedEvents(source([entry({ portions: null })], [recipe()], 2));
    expect(event?.summary).toBe('Gratin dauphinois (2 portions)');
    expect(event?.description).toContain('- Pommes de terre : 0,6 kg');
  });

  it("links the recipe page without portions when they are the recipe's own", () => {
    expect(recipeAddress(ORIGIN, { id: 'gratin', servings: 4 }, 4)).toBe(`${ORIGIN}/recipes/gratin`);
    expect(recipeAddress(ORIGIN, { id: 'a b/c', servings: 4 }, 2)).toBe(`${ORIGIN}/recipes/a%20b%2Fc?portions=2`);
  });

  it('gives each meal entry a stable UID of its own', () => {
    const events = feedEvents(source([entry({ id: 'x' }), entry({ id: 'y' })]));
    expect(events.map((event) => event.uid)).toEqual(['x@app.nioo.test', 'y@app.nioo.test']);
    expect(feedEvents(source([entry({ id: 'x', portions: 2 })]))[0]?.uid).toBe('x@app.nioo.test');
  });

  it('lists meals by day and meal type, whatever order they were read in', () => {
    const events = feedEvents(
      source([
        entry({ id: 'd2', date: '2026-07-15', mealType: 'lunch' }),
        entry({ id: 'd1-dinner', mealType: 'dinner' }),
        entry({ id: 'd1-none', mealType: null }),
        entry({ id: 'd1-breakfast', mealType: 'breakfast' }),
      ]),
    );
    expect(events.map((event) => event.uid.split('@')[0])).toEqual(['d1-breakfast', 'd1-dinner', 'd1-none', 'd2']);
  });

  it("leaves out meals whose recipe is gone, or another household's private one", () => {
    const others = recipe({ id: 'theirs', organizationId: 'org-2', isPublic: false });
    const publicOne = recipe({ id: 'public', organizationId: 'org-2', isPublic: true, name: 'Ratatouille' });
    const events = feedEvents(
      source([entry({ id: 'gone', recipeId: 'missing' }), entry({ id: 'private', recipeId: 'theirs' }), entry({ id: 'bookmarked', recipeId: 'public' })], [others, publicOne]),
    );
    expect(events.map((event) => event.summary)).toEqual(['Ratatouille (6 portions)']);
  });

  it('leaves out unplanned meals', () => {
    expect(feedEvents(source([entry({ date: '' })]))).toEqual([]);
  });

  it('stamps an event with the latest change of its entry or recipe', () => {
    expect(feedEvents(source([entry({ updatedAt: new Date('2026-07-02T00:00:00Z') })]))[0]?.stamp).toEqual(new Date('2026-07-02T00:00:00Z'));
    expect(feedEvents(source([entry({ createdAt: null })], [recipe({ updatedAt: new Date('2026-05-01T00:00:00Z') })]))[0]?.stamp).toEqual(
      new Date('2026-05-01T00:00:00Z'),
    );
  });

  it('names the calendar after the household', () => {
    expect(calendarName('Famille Demo')).toBe('Nioo — Famille Demo');
  });
});
