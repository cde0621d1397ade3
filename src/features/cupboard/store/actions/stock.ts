import type { StoreApi } from 'zustand';
import type { StockChange } from '@/domain/cupboard/pantry-entry';
import { optimistic } from '@/lib/optimistic';
import { laidOver, withoutOverlay, type Overlay } from '@/lib/overlays';
import type { CupboardErrorKey, CupboardOutcome, CupboardStore, PantryEntries } from '../state';
import { applyChange, clampChange, differenceTo, newEntry } from './stock-arithmetic';

/** The entries without one food's. */
function without(entries: PantryEntries, foodId: string): PantryEntries {
  return Object.fromEntries(Object.entries(entries).filter(([id]) => id !== foodId));
}

type Set = StoreApi<CupboardStore>['setState'];
type Get = StoreApi<CupboardStore>['getState'];

/** An action that had nothing to write to: no household yet, or no such food. */
const refused = (error: CupboardErrorKey) => ({ ok: false, error }) as const;

/**
 * The cupboard's writes (DESIGN.md §3, "The cupboard"), each shown at once and taken back with
 * its message when refused; their Firestore calls load on the first one.
 */
export const stockActions = (set: Set, get: Get): Pick<CupboardStore, 'stock' | 'planStock' | 'setAmount' | 'setStaple' | 'remove'> => {
  /**
   * A change that sets a value (a staple, a removal), shown over every answer of the live query
   * until its write settles: the answer to a step taken just before must not take it back.
   */
  const showOverlay = (overlay: Overlay<PantryEntries>) => {
    set((state) => ({ overlays: [...state.overlays, overlay], entries: overlay(state.entries), error: null }));
    return () =>
      set((state) => {
        const overlays = withoutOverlay(state.overlays, overlay);
        return overlays ? { overlays, entries: laidOver(state.storedEntries, overlays) } : state;
      });
  };

  /**
   * The changes clamped to what is shown, and what shows them: the undo it returns takes back
   * this action's change only, so what another member changed meanwhile (arrived through the
   * live query) stays. Null without a household.
   */
  const prepare = (requested: readonly StockChange[]) => {
    const { householdId, entries } = get();
    if (!householdId) return null;
    const changes = requested.flatMap((change) => clampChange(change, entries[change.foodId]) ?? []);
    const known = new Set(Object.keys(entries));
    const isNew = (foodId: string) => !known.has(foodId);
    const show = () => {
      const shown = { ...get().entries };
      for (const { foodId, amounts } of changes) shown[foodId] = applyChange(shown[foodId] ?? newEntry(householdId, foodId), amounts);
      set({ entries: shown, error: null });
      return () => {
        let now = get().entries;
        for (const { foodId, amounts } of changes) {
          const entry = now[foodId];
          if (!entry) continue;
          now = isNew(foodId) ? without(now, foodId) : { ...now, [foodId]: applyChange(entry, amounts, -1) };
        }
        set({ entries: now });
      };
    };
    return { organizationId: householdId, changes, isNew, show };
  };

  const stock = async (requested: readonly StockChange[]): Promise<CupboardOutcome> => {
    const prepared = prepare(requested);
    if (!prepared) return refused('cupboard.errors.stock');
    const { organizationId: householdId, changes, isNew, show } = prepared;
    if (changes.length === 0) return { ok: true };
    return optimistic({
      show,
      write: async () => {
        const { changeStock } = await import('../../data');
        await changeStock(householdId, changes, isNew);
      },
      error: 'cupboard.errors.stock',
      fail: (error) => set({ error }),
    });
  };

  const planStock = async (requested: readonly StockChange[]) => {
    const { stockWrite } = await import('../../data');
    const prepared = prepare(requested);
    if (!prepared) return null;
    const { organizationId: householdId, changes, isNew, show } = prepared;
    return { ...stockWrite(householdId, changes, isNew), show };
  };

  return {
    stock,
    planStock,

    setAmount: (foodId, amounts) => stock([{ foodId, amounts: differenceTo(get().entries[foodId], amounts) }]),

    setStaple: async (foodId, staple) => {
      const { householdId } = get();
      if (!householdId) return refused('cupboard.errors.staple');
      return optimistic({
        overlay: () => showOverlay((entries) => ({ ...entries, [foodId]: { ...(entries[foodId] ?? newEntry(householdId, foodId)), staple } })),
        write: async () => {
          const { setStaple } = await import('../../data');
          await setStaple(householdId, foodId, staple);
        },
        error: 'cupboard.errors.staple',
        fail: (error) => set({ error }),
      });
    },

    remove: async (foodId) => {
      const { householdId, entries } = get();
      if (!householdId || !entries[foodId]) return refused('cupboard.errors.remove');
      return optimistic({
        overlay: () => showOverlay((shown) => without(shown, foodId)),
        write: async () => {
          const { removeFood } = await import('../../data');
          await removeFood(householdId, foodId);
        },
        error: 'cupboard.errors.remove',
        fail: (error) => set({ error }),
      });
    },
  };
};
