import { getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { weeklyPlans } from './planner-refs';

/** The newest active plan is the household's (spec B §4). Index: newMealPlans (organizationId, status, createdAt desc). */
const activePlanQuery = (organizationId: string, firestore?: Firestore) =>
  query(weeklyPlans(firestore), where('organizationId', '==', organizationId), where('status', '==', 'active'), orderBy('createdAt', 'desc'), limit(1));

/** The id of the household's current plan, read once (a transaction cannot run a query). */
export async function findActiveWeeklyPlanId(organizationId: string, firestore?: Firestore): Promise<string | null> {
  const snapshot = await getDocs(activePlanQuery(organizationId, firestore));
  return snapshot.docs[0]?.id ?? null;
}
