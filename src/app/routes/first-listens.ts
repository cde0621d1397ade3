import type { FirstListens } from '@/features/accounts';
import { headStartScreenAt } from './head-start-screens';
import { shownAtOnce, type ShellQuery } from './shown-at-once';

/**
 * What a screen's content waits for from Firestore, asked for in the session's first request.
 * Firestore's client sends the listens registered before its channel opens together, then each
 * later one in a request of its own once the one before is answered: the list's listens, started
 * by the shell once the session had loaded, went out one after the other after the household's.
 * Started with the remembered household instead, they ride its request; the shell's listens, the
 * same queries, then share their targets (the client keeps one per query), so nothing is read
 * twice. Each loads from a small module of its feature, without its screens, so that it comes
 * beside the session's data. The cookbook's and the week's were measured the same way and gained
 * nothing: each listen costs the phone's main thread before the channel's first request, which
 * they held back as long as they saved (README, "Speed on a phone").
 */
type EarlyQuery = (householdId: string) => () => void;

const earlyQueries: Partial<Record<ShellQuery, () => Promise<EarlyQuery>>> = {
  groceryList: () => import('@/features/grocery/store/early-queries').then((grocery) => grocery.startGroceryListQueryEarly),
  cupboard: () => import('@/features/cupboard/store/early-queries').then((cupboard) => cupboard.startCupboardQueryEarly),
};

/** The first listens of the screen at `pathname`, to load, or undefined when it has none. */
export function firstListensAt(pathname: string): (() => Promise<FirstListens>) | undefined {
  const screen = headStartScreenAt(pathname);
  const loads = (screen ? shownAtOnce[screen] : []).flatMap((query) => earlyQueries[query] ?? []);
  if (loads.length === 0) return undefined;
  return () =>
    Promise.all(loads.map((load) => load())).then((starts) => (householdId) => {
      const stops = starts.map((start) => start(householdId));
      return () => stops.forEach((stop) => stop());
    });
}
