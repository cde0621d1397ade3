import { limit, onSnapshot, orderBy, query, runTransaction, serverTimestamp, where, type Firestore, type QuerySnapshot } from 'firebase/firestore';
import { mealEntrySchema, type MealEntry } from '@/domain/planner/meal-entry';
import type { FollowedPlan, PlanReconciliation } from '@/domain/planner/plan-reconciliation';
import { readDocs } from '@/lib/firebase/typed-doc';
import { db, mealEntries, weeklyPlanRef, weeklyPlans } from './planner-refs';

/** What the server holds: a snapshot neither from the cache nor holding this device's writes not yet sent. */
const isSettled = (snapshot: QuerySnapshot) => !snapshot.metadata.fromCache && !snapshot.metadata.hasPendingWrites;

const followedPlan = (id: string, data: Record<string, unknown>): FollowedPlan => ({
  id,
  status: typeof data.status === 'string' ? data.status : '',
  startDate: data.startDate,
  endDate: data.endDate,
  mealEntries: Array.isArray(data.mealEntries) ? data.mealEntries : [],
});

/**
 * The household's newest active plan (spec B §4), its meals exactly as stored, and whether the
 * server has confirmed it. Index: newMealPlans (organizationId, status, createdAt desc).
 */
export function watchActivePlan(
  householdId: string,
  onChange: (plan: FollowedPlan | null, settled: boolean) => void,
  onError: (error: unknown) => void,
  firestore: Firestore = db(),
): () => void {
  return onSnapshot(
    query(weeklyPlans(firestore), where('organizationId', '==', householdId), where('status', '==', 'active'), orderBy('createdAt', 'desc'), limit(1)),
    { includeMetadataChanges: true },
    (snapshot) => {
      const found = snapshot.docs[0];
      onChange(found ? followedPlan(found.id, found.data()) : null, isSettled(snapshot));
    },
    onError,
  );
}

/** The household's entries of these days ('' alone: the unplanned ones), and whether the server has confirmed them. */
export function watchSettledEntries(
  householdId: string,
  days: { start: string; end: string },
  onChange: (entries: MealEntry[], settled: boolean) => void,
  onError: (error: unknown) => void,
  firestore: Firestore = db(),
): () => void {
  const range = days.start === '' ? [where('date', '==', '')] : [where('date', '>=', days.start), where('date', '<=', days.end)];
  return onSnapshot(
    query(mealEntries(firestore), where('organizationId', '==', householdId), ...range),
    { includeMetadataChanges: true },
    (snapshot) => onChange(readDocs(snapshot.docs, mealEntrySchema), isSettled(snapshot)),
    onError,
  );
}

/**
 * Writes one reconciliation of the weekly plan (domain/planner/plan-reconciliation.ts). Online
 * only, in a transaction: the plan is read again, and `recompute` gives the summary from the
 * plan as stored now, so two members' clients reconciling at once never write over each other.
 * Opening a period's plan finds it if another member opened it a moment ago (one id per period).
 */
export async function writePlanReconciliation(
  reconciliation: PlanReconciliation,
  householdId: string,
  userId: string,
  recompute: (plan: FollowedPlan) => PlanReconciliation | null,
  firestore: Firestore = db(),
): Promise<void> {
  const stamp = { updatedAt: serverTimestamp(), updatedBy: userId };
  await runTransaction(firestore, async (tx) => {
    const ref = weeklyPlanRef(reconciliation.planId, firestore);
    const stored = await tx.get(ref);
    if (reconciliation.kind === 'open') {
      const { startDate, endDate, name, archive } = reconciliation;
      const archived = archive ? await tx.get(weeklyPlanRef(archive, firestore)) : null;
      if (!stored.exists()) {
        tx.set(ref, { organizationId: householdId, name, status: 'active', startDate, endDate, mealEntries: [], totalMeals: 0, uniqueRecipes: 0, createdAt: serverTimestamp(), createdBy: userId, ...stamp });
      }
      // Only the newest active plan is shown (spec B §4): the one before it is done with.
      if (archived?.exists() && archived.get('status') === 'active') tx.update(archived.ref, { status: 'archived', ...stamp });
      return;
    }
    if (!stored.exists()) return;
    const now = recompute(followedPlan(stored.id, stored.data()));
    if (now?.kind === 'summary' && now.planId === stored.id) tx.update(ref, { ...now.summary, ...stamp });
  });
}
