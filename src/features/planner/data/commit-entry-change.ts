import { runTransaction, serverTimestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase/firestore';
import type { EntryChange } from '@/domain/planner/entry-changes';
import { planTakesDate, summaryAfter, weeklyPlanId, type PlanMealChange, type PlanSummary } from '@/domain/planner/weekly-plan-summary';
import type { DocumentWrite } from '@/lib/firestore/document-writer';
import { db, mealEntryRef, weeklyPlanRef } from './planner-refs';
import { findActiveWeeklyPlanId } from './active-weekly-plan';

/** A plan to open when the household's current one does not take an added meal. */
export interface PlanToOpen {
  startDate: string;
  endDate: string;
  name: string;
}

export interface EntryCommit {
  organizationId: string;
  userId: string;
  change: EntryChange;
  /** The same change, on the weekly plan's summary of meals. */
  planChange: PlanMealChange;
  /** For an add: the plan its period would open (spec B §4). */
  planToOpen: PlanToOpen | null;
  /** What other features add to the same transaction (the cookbook's bookmark of the recipe). */
  alsoWrite: readonly DocumentWrite[];
}

function writeEntry(tx: Transaction, { organizationId, userId, change }: EntryCommit, firestore: Firestore): void {
  if (change.kind === 'add') {
    const { recipeId, date, mealType, portions } = change.entry;
    tx.set(mealEntryRef(change.entry.id, firestore), {
      organizationId,
      userId,
      recipeId,
      date,
      mealType,
      portions,
      completed: false,
      isArchived: false,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  } else if (change.kind === 'update') {
    tx.update(mealEntryRef(change.entryId, firestore), { ...change.fields, updatedAt: serverTimestamp() });
  } else {
    tx.delete(mealEntryRef(change.entryId, firestore));
  }
}

function storedMeals(plan: DocumentSnapshot): unknown[] {
  const meals: unknown = plan.get('mealEntries');
  return Array.isArray(meals) ? meals : [];
}

const isActive = (plan: DocumentSnapshot | null): plan is DocumentSnapshot => plan?.exists() === true && plan.get('status') === 'active';

/**
 * One planner action in one transaction: the entry, the weekly plan's summary of meals counted
 * from the plan as stored now (a member changing another meal at the same moment makes one of
 * the two transactions run again, so neither change is lost), and what other features add.
 * The plan is found by a query first, since a transaction reads documents, not queries.
 */
export async function commitEntryChange(commit: EntryCommit, firestore: Firestore = db()): Promise<void> {
  const { organizationId, userId, change, planChange, planToOpen } = commit;
  const activeId = await findActiveWeeklyPlanId(organizationId, firestore);
  await runTransaction(firestore, async (tx) => {
    const stamp = { updatedAt: serverTimestamp(), updatedBy: userId };
    const snapshot = activeId ? await tx.get(weeklyPlanRef(activeId, firestore)) : null;
    const active = isActive(snapshot) ? snapshot : null;
    const date = change.kind === 'add' ? change.entry.date : '';
    const opens = change.kind === 'add' && planToOpen !== null && !(active && planTakesDate({ status: 'active', endDate: active.get('endDate') }, date));

    if (!opens) {
      const summary = active && summaryAfter(storedMeals(active), planChange);
      if (active && summary) tx.update(active.ref, { ...summary, ...stamp });
    } else if (planToOpen) {
      // The period's plan may exist already: another member opened it a moment ago.
      const ref = weeklyPlanRef(weeklyPlanId(organizationId, planToOpen.startDate), firestore);
      const existing = await tx.get(ref);
      const summary: PlanSummary | null = summaryAfter(existing.exists() ? storedMeals(existing) : [], planChange);
      if (existing.exists()) {
        if (summary) tx.update(ref, { ...summary, ...stamp });
      } else {
        tx.set(ref, {
          organizationId,
          name: planToOpen.name,
          status: 'active',
          startDate: planToOpen.startDate,
          endDate: planToOpen.endDate,
          ...(summary ?? { mealEntries: [], totalMeals: 0, uniqueRecipes: 0 }),
          createdAt: serverTimestamp(),
          createdBy: userId,
          ...stamp,
        });
      }
      // Only the newest active plan is shown (spec B §4): the one before it is done with.
      if (active && active.id !== ref.id) tx.update(active.ref, { status: 'archived', ...stamp });
    }
    writeEntry(tx, commit, firestore);
    commit.alsoWrite.forEach((write) => write(tx));
  });
}
