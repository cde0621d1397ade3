import type { EntryChange } from '@/domain/planner/entry-changes';
import { canEditHouseholdContent } from '@/domain/household/roles';
import { readHousehold } from '@/features/household';
import { writtenOrLanded, type PlannedWrite } from '@/lib/firebase/document-writer';
import { optimistic } from '@/lib/optimistic';
import * as data from '../../data';
import { LANDED_CHANGE_TIMEOUT_MS, unsettled } from '../live/follow-planner';
import type { PlannerErrorKey, PlannerOutcome, SetPlanner } from '../state';

export const refused = (error: PlannerErrorKey): PlannerOutcome => ({ ok: false, error });

let nextToken = 0;

/** What an action writes besides the entry, in the same batch, and how it shows meanwhile. */
export interface SideWrites extends Pick<data.EntryCommit, 'alsoWrite'>, Pick<PlannedWrite, 'landed'> {
  /** Shows the side writes before the database answers; returns the undo. */
  show: () => () => void;
  /**
   * Writes of their own issued right behind the batch: the SDK sends one client's writes in
   * order, also from the device's queue after a reload offline, so they reach the server after it.
   */
  behind?: () => Promise<unknown>;
  /** Takes back what `behind` wrote when the batch is refused. */
  takeBackBehind?: () => Promise<unknown>;
}

export const noSideWrites: SideWrites = { alsoWrite: [], show: () => () => undefined };

/** How the planner's actions write (entries.ts, cook.ts): one batch per intent. */
export function plannerCommitter(set: SetPlanner) {
  /** Where a write may go: the current household, by someone allowed to plan there. */
  const writeScope = () => {
    const { userId, household, roles } = readHousehold(({ userId, household, roles }) => ({ userId, household, roles }));
    return userId && household && canEditHouseholdContent(roles[household.id]) ? { userId, household } : null;
  };

  /**
   * Shows the changes at once and commits them in one batch; on refusal takes back exactly these
   * changes (what the live queries brought meanwhile stays) and says so in the banner. Without a
   * network the write waits on the device, shown as the live queries show it from the cache: that
   * is no failure, and the action is done (a refusal once the network returns still takes it back).
   */
  const commit = async (
    changes: readonly EntryChange[],
    error: PlannerErrorKey,
    sides: SideWrites = noSideWrites,
  ): Promise<PlannerOutcome> => {
    const scope = writeScope();
    if (!scope) return refused('planner.errors.noHousehold');
    const token = ++nextToken;
    const outcome = await optimistic({
      show: () => {
        set((state) => ({ pending: [...state.pending, ...changes.map((change) => ({ token, change, landed: false }))] }));
        const undo = sides.show();
        return () => {
          undo();
          void sides.takeBackBehind?.();
          set((state) => ({ pending: state.pending.filter((pending) => pending.token !== token) }));
        };
      },
      write: async () => {
        const written = writtenOrLanded(data.commitEntryChange({ householdId: scope.household.id, userId: scope.userId, changes, alsoWrite: sides.alsoWrite }), sides.landed);
        const behind = sides.behind?.();
        await written;
        // The change reads as saving until what follows it is written too, so that nobody leaves the page in between.
        await behind;
      },
      error,
      fail: (shown) => set({ error: shown }),
    });
    if (!outcome.ok) return outcome;
    set((state) => {
      const pending = state.pending.map((candidate) => (candidate.token === token ? { ...candidate, landed: true } : candidate));
      return { pending: unsettled({ ...state, pending }) };
    });
    setTimeout(() => set((state) => ({ pending: state.pending.filter((pending) => pending.token !== token || !pending.landed) })), LANDED_CHANGE_TIMEOUT_MS);
    return { ok: true };
  };

  return { writeScope, commit };
}
