import type { MealEntry } from '@/domain/planner/meal-entry';
import type { PlannerWeek } from '@/domain/planner/week';
import {
  proposalCatalogue,
  proposalHistoryRange,
  proposeWeek,
  removeProposedMeal,
  rerollMeal,
  seededRandom,
  toProposalRecipe,
  type ProposalMealType,
  type ProposalRequest,
  type QuickFilter,
  type WeekProposal,
} from '@/domain/planner/week-proposal';
import type { Recipe } from '@/domain/recipes/recipe';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import type { LoadStatus } from '@/domain/shared/load-status';
import { readHousehold } from '@/features/household';
import { createStore } from '@/lib/create-store';
import * as data from '../data';
import { selectPlannerEntries } from './planner-entries';
import type { NewEntry, PlannerOutcome } from './state';
import { usePlanner } from './index';

/** What a proposal is made from: read once when the dialog asks, then reused by every reroll. */
interface ProposalBasis {
  week: PlannerWeek;
  today: string;
  planned: ProposalRequest['planned'];
  catalogue: ProposalRequest['recipes'];
  favourites: ReadonlySet<string>;
  recipes: ReadonlyMap<string, Recipe>;
}

export interface WeekProposalState {
  status: LoadStatus;
  mealTypes: readonly ProposalMealType[];
  filter: QuickFilter;
  proposal: WeekProposal | null;
  basis: ProposalBasis | null;
}

export interface WeekProposalActions {
  /** Reads the history and proposes a week from these recipes (the cookbook and its bookmarks). */
  propose: (input: { week: PlannerWeek; recipes: readonly Recipe[]; favourites: readonly string[] }) => Promise<void>;
  /** Which slots to fill and the quick filter: a new proposal from what was read. */
  setOptions: (options: { mealTypes?: readonly ProposalMealType[]; filter?: QuickFilter }) => void;
  /** 'Autre idée': another recipe for one proposed meal. */
  reroll: (index: number) => void;
  removeMeal: (index: number) => void;
  /**
   * 'Valider': plans every proposed meal through the planner's own action (planMeals): one batch,
   * with the list's side when automation is on, shown in the week at once, done at once offline,
   * and taken back with a message if refused.
   */
  validate: () => Promise<PlannerOutcome>;
  close: () => void;
  /** The database side, replaced by tests of the screens. */
  readHistory: typeof data.readPlannedMeals;
}

export type WeekProposalStore = WeekProposalState & WeekProposalActions;

const initialState: WeekProposalState = { status: 'idle', mealTypes: ['lunch', 'dinner'], filter: 'all', proposal: null, basis: null };

/** Closing forgets the proposal; the slots and the filter chosen stay for the next one. */
const closed = { status: 'idle', proposal: null, basis: null } as const;

/** Every proposal and reroll draws differently; the domain's tests replay them by seed. */
const freshRandom = () => seededRandom(Math.floor(Math.random() * 2 ** 32));

const requestOf = (basis: ProposalBasis, { mealTypes, filter }: Pick<WeekProposalState, 'mealTypes' | 'filter'>): ProposalRequest => ({
  days: basis.week.days,
  today: basis.today,
  mealTypes,
  filter,
  planned: basis.planned,
  recipes: basis.catalogue,
  favourites: basis.favourites,
});

export const useWeekProposal = createStore<WeekProposalStore>((set, get) => ({
  ...initialState,

  propose: async ({ week, recipes, favourites }) => {
    const householdId = readHousehold((state) => state.household?.id);
    if (!householdId) return;
    set({ status: 'loading', proposal: null, basis: null });
    const today = toCalendarDate(new Date());
    let history: MealEntry[];
    try {
      history = await get().readHistory(householdId, proposalHistoryRange(week.days, today));
    } catch (cause) {
      console.error('planner.propose.errors.load', cause);
      set({ status: 'failed' });
      return;
    }
    // The week as the planner shows it (with changes not landed yet), the weeks before as read.
    const inWeek = (date: string) => date >= week.start && date <= week.end;
    const shown = selectPlannerEntries(usePlanner.getState()).filter((entry) => inWeek(entry.date));
    const planned = [...history.filter((entry) => !inWeek(entry.date)), ...shown];
    const basis: ProposalBasis = {
      week,
      today,
      planned,
      catalogue: proposalCatalogue(recipes.map(toProposalRecipe)),
      favourites: new Set(favourites),
      recipes: new Map(recipes.map((recipe) => [recipe.id, recipe])),
    };
    set({ status: 'loaded', basis, proposal: proposeWeek(requestOf(basis, get()), freshRandom()) });
  },

  setOptions: (options) => {
    const next = { mealTypes: options.mealTypes ?? get().mealTypes, filter: options.filter ?? get().filter };
    const { basis } = get();
    set({ ...next, proposal: basis ? proposeWeek(requestOf(basis, next), freshRandom()) : null });
  },

  reroll: (index) => {
    const { basis, proposal } = get();
    if (basis && proposal) set({ proposal: rerollMeal(requestOf(basis, get()), proposal, index, freshRandom()) });
  },

  removeMeal: (index) => {
    const { proposal } = get();
    if (proposal) set({ proposal: removeProposedMeal(proposal, index) });
  },

  validate: async () => {
    const { basis, proposal } = get();
    if (!basis || !proposal || proposal.meals.length === 0) return { ok: true };
    const meals: NewEntry[] = proposal.meals.flatMap(({ date, mealType, recipeId }) => {
      const recipe = basis.recipes.get(recipeId);
      return recipe ? [{ recipe, date, mealType }] : [];
    });
    set(closed);
    return usePlanner.getState().planMeals(meals);
  },

  close: () => set(closed),

  readHistory: (householdId, range) => data.readPlannedMeals(householdId, range),
}));
