import type { StoreApi } from 'zustand';
import { canEditHouseholdContent } from '@/domain/household/roles';
import type { MealEntry } from '@/domain/planner/meal-entry';
import { reconcilePlan, type FollowedPlan, type PlanView } from '@/domain/planner/plan-reconciliation';
import { toCalendarDate } from '@/domain/shared/calendar-date';
import { readHousehold } from '@/features/household';
import { recipesReadById } from '@/features/recipes';
import * as data from '../../data';
import type { PlannerStore } from '../state';

interface Followed<T> {
  value: T;
  /** Confirmed by the server: neither from the cache nor holding writes of this device not sent yet. */
  settled: boolean;
}

type Days = { start: string; end: string };

/** The entries followed: the plan's period, the unplanned area, the week on screen. */
type Part = 'period' | 'unplanned' | 'week';

const isCalendarDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function planDays(plan: FollowedPlan | null): Days | null {
  return plan && isCalendarDay(plan.startDate) && isCalendarDay(plan.endDate) ? { start: plan.startDate, end: plan.endDate } : null;
}

const within = (days: Days | null | undefined, date: string) => days != null && date >= days.start && date <= days.end;

/**
 * Keeps the household's weekly plan in agreement with its meal entries, which are the truth
 * (DESIGN.md §3, Offline-first planning): the entries are written alone, offline too, and this
 * client, while the planner is open and only from what the server has confirmed, opens the
 * period's plan and rewrites its summary (domain/planner/plan-reconciliation.ts). It follows the
 * active plan, the entries of its period, the unplanned ones and those of the week on screen.
 * Every writer's client does the same, so a change made offline is counted by the first of them
 * online once it lands. Returns the stop function.
 */
export function followPlanReconciliation(householdId: string, api: StoreApi<PlannerStore>): () => void {
  let plan: Followed<FollowedPlan | null> | null = null;
  const parts = new Map<Part, Followed<MealEntry[]>>();
  const stops = new Map<string, () => void>();
  let period: Days | null = null;
  let week: Days | null = null;
  let writing = false;
  let again = false;

  const fail = (cause: unknown) => console.warn('Weekly plan reconciliation stopped following', cause);

  const follow = (part: Part, days: Days | null) => {
    stops.get(part)?.();
    stops.delete(part);
    parts.delete(part);
    if (!days) return;
    stops.set(
      part,
      data.watchSettledEntries(
        householdId,
        days,
        (entries, settled) => {
          parts.set(part, { value: entries, settled });
          run();
        },
        fail,
      ),
    );
  };

  const view = (): PlanView | null => {
    const { userId, roles, household } = readHousehold(({ userId, roles, household }) => ({ userId, roles, household }));
    if (!plan?.settled || !userId || household?.id !== householdId || !canEditHouseholdContent(roles[householdId])) return null;
    const expected: Part[] = ['unplanned', ...(period ? (['period'] as const) : []), ...(week ? (['week'] as const) : [])];
    if (!expected.every((part) => parts.get(part)?.settled)) return null;
    const entries = new Map<string, MealEntry>();
    for (const part of expected) for (const entry of parts.get(part)?.value ?? []) if (!entries.has(entry.id)) entries.set(entry.id, entry);
    const recipesById = recipesReadById();
    const followedPeriod = period;
    const followedWeek = week;
    return {
      plan: plan.value,
      organizationId: householdId,
      entries: [...entries.values()],
      isFollowed: (date) => date === '' || within(followedPeriod, date) || within(followedWeek, date),
      recipeName: (recipeId) => recipesById[recipeId]?.name,
      today: toCalendarDate(new Date()),
      weekStartDay: household.weekStartDay,
    };
  };

  // One write at a time; what changed meanwhile is looked at once it is done.
  const run = () => {
    if (writing) {
      again = true;
      return;
    }
    const current = view();
    const next = current && reconcilePlan(current);
    const userId = readHousehold((state) => state.userId);
    if (!current || !next || !userId) return;
    writing = true;
    data
      .writePlanReconciliation(next, householdId, userId, (stored) => reconcilePlan({ ...current, plan: stored }))
      .catch((cause: unknown) => console.warn('Weekly plan reconciliation refused', cause))
      .finally(() => {
        writing = false;
        if (again) {
          again = false;
          run();
        }
      });
  };

  const followWeek = (shown: PlannerStore['week']) => {
    week = shown ? { start: shown.start, end: shown.end } : null;
    follow('week', week);
  };

  stops.set(
    'plan',
    data.watchActivePlan(
      householdId,
      (followed, settled) => {
        plan = { value: followed, settled };
        const days = planDays(followed);
        if (days?.start !== period?.start || days?.end !== period?.end) {
          period = days;
          follow('period', period);
        }
        run();
      },
      fail,
    ),
  );
  follow('unplanned', { start: '', end: '' });
  followWeek(api.getState().week);
  const stopWeekChanges = api.subscribe((next, previous) => {
    if (next.week !== previous.week) followWeek(next.week);
  });

  return () => {
    stopWeekChanges();
    stops.forEach((stop) => stop());
    stops.clear();
  };
}
