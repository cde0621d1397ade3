import { describe, expect, it } from 'vitest';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { readPlannedMeals } from './proposed-meals';

// 'Proposer ma semaine' against the emulator and the real rules: the history it reads (the batch
// that plans a whole proposal is the planner's own: commit-entry-change.emulator.test.ts).

const HOME = 'org-home';
const AWAY = 'org-away';
const roles = { alice: { [HOME]: 'owner' } } as const;

const at = new Date('2026-11-20T09:00:00Z');
const stored = (recipeId: string, date: string, householdId = HOME) => ({ organizationId: householdId, userId: 'alice', recipeId, date, mealType: 'dinner', portions: 4, completed: false, isArchived: false, createdAt: at, updatedAt: at });

const { clients } = householdEmulator(roles, () => ({
  'mealEntries/old': stored('r-old', '2029-10-01'),
  'mealEntries/h1': stored('r1', '2029-11-20'),
  'mealEntries/h2': stored('r2', '2030-01-08'),
  'mealEntries/later': stored('r-later', '2030-01-30'),
  'mealEntries/unplanned': stored('r-unplanned', ''),
  'mealEntries/away': stored('r-away', '2029-12-01', AWAY),
}));

describe('readPlannedMeals', () => {
  it('reads the household’s meals of the date range only', async () => {
    const meals = await readPlannedMeals(HOME, { from: '2029-11-13', to: '2030-01-13' }, clients.alice);
    expect(meals.map((meal) => meal.id).sort()).toEqual(['h1', 'h2']);
  });
});
