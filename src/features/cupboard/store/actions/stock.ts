import type { StoreApi } from 'zustand';
import type { StockChange } from '@/domain/cupboard/pantry-entry';
import { answerOrQueued } from '@/lib/connectivity';
import type { CupboardErrorKey, CupboardStore } from '../state';
import { applyChange, clampChange, differenceTo, newEntry } from './stock-arithmetic';

/** The entries without one food's. */
function without(entries: CupboardStore['entries'], foodId: string): CupboardStore['entries'] {
  return Object.fromEntries(Object.entries(entries).filter(([id]) => id !== foodId));
}

type Set = StoreApi<CupboardStore>['setState'];
type Get = StoreApi<CupboardStore>['getState'];

/**
 * Runs a write whose change is already shown: on refusal takes it back and sets the action's
 * error. True once it lands, or at once while it waits on the device for the network (DESIGN.md
 * §3, Offline): Firestore answers a queued write only when the network returns, and a refusal
 * then still takes the change back.
 */
function settle(set: Set, write: () => Promise<void>, undo: () => void, error: CupboardErrorKey): Promise<boolean> {
  const landed = (async () => {
    try {
      await write();
      return true;
    } catch (cause) {
      console.error(`Cupboard write refused (${error})`, cause);
      undo();
      set({ error });
      return false;
    }
  })();
  return answerOrQueued(landed, true);
}

/**
 * The cupboard's writes (DESIGN.md §3, "The cupboard"), each shown at once and taken back with
 * its message when refused; their Firestore calls load on the first one.
 */
export const stockActions = (set: Set, get: Get): Pick<CupboardStore, 'stock' | 'planStock' | 'setAmount' | 'setStaple' | 'remove'> => {
  /**
   * The changes clamped to what is shown, and what shows them: the undo it returns takes back
   * this action's change only, so what another member changed meanwhile (arrived through the
   * live query) stays. Null without a household.
   */
  const prepare = (requested: readonly StockChange[]) => {
    const { organizationId, entries } = get();
    if (!organizationId) return null;
    const changes = requested.flatMap((change) => clampChange(change, entries[change.foodId]) ?? []);
    const known = new Set(Object.keys(entries));
    const isNew = (foodId: string) => !known.has(foodId);
    const show = () => {
      const shown = { ...get().entries };
      for (const { foodId, amounts } of changes) shown[foodId] = applyChange(shown[foodId] ?? newEntry(organizationId, foodId), amounts);
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
    return { organizationId, changes, isNew, show };
  };

  const stock = async (requested: readonly StockChange[]) => {
    const prepared = prepare(requested);
    if (!prepared) return false;
    const { organizationId, changes, isNew, show } = prepared;
    if (changes.length === 0) return true;
    return settle(
      set,
      async () => {
        const { changeStock } = await import('../../data');
        await changeStock(organizationId, changes, isNew);
      },
      show(),
      'cupboard.errors.stock',
    );
  };

  const planStock = async (requested: readonly StockChange[]) => {
    const { stockWrite } = await import('../../data');
    const prepared = prepare(requested);
    if (!prepared) return null;
    const { organizationId, changes, isNew, show } = prepared;
    return { write: stockWrite(organizationId, changes, isNew), show };
  };

  return {
    stock,
    planStock,

    setAmount: (foodId, amounts) => stock([{ foodId, amounts: differenceTo(get().entries[foodId], amounts) }]),

    setStaple: async (foodId, staple) => {
      const { organizationId, entries } = get();
      if (!organizationId) return false;
      const before = entries[foodId];
      set({ entries: { ...entries, [foodId]: { ...(before ?? newEntry(organizationId, foodId)), staple } }, error: null });
      return settle(
        set,
        async () => {
          const { setStaple } = await import('../../data');
          await setStaple(organizationId, foodId, staple);
        },
        () => {
          const now = get().entries;
          const entry = now[foodId];
          set({ entries: entry && before ? { ...now, [foodId]: { ...entry, staple: before.staple } } : without(now, foodId) });
        },
        'cupboard.errors.staple',
      );
    },

    remove: async (foodId) => {
      const { organizationId, entries } = get();
      const before = entries[foodId];
      if (!organizationId || !before) return false;
      set({ entries: without(entries, foodId), error: null });
      return settle(
        set,
        async () => {
          const { removeFood } = await import('../../data');
          await removeFood(organizationId, foodId);
        },
        // Unless the live query brought it back meanwhile, with fresher amounts.
        () => set((state) => ({ entries: { [foodId]: before, ...state.entries } })),
        'cupboard.errors.remove',
      );
    },
  };
};
