import type { FirstListens } from '@/features/accounts';
import { headStartScreenAt, type HeadStartScreen } from './head-start-screens';

/**
 * What a screen's content waits for from Firestore, asked for in the session's first request.
 * Firestore's client sends the listens registered before its channel opens together, then each
 * later one in a request of its own once the one before is answered: the list's listens, started
 * by its screen once the session had loaded, went out one after the other after the household's.
 * Started with the remembered household instead, they ride its request; the screen's own listens,
 * the same queries, then share their targets (the client keeps one per query), so nothing is read
 * twice. Only the list so far: the week's query needs the household's week start, which comes
 * with the household's document.
 */
const firstListensOf: Partial<Record<HeadStartScreen, () => Promise<FirstListens>>> = {
  groceryList: () =>
    Promise.all([import('@/features/grocery/store/early-queries'), import('@/features/cupboard/store/early-queries')]).then(
      ([grocery, cupboard]) =>
        (householdId) => {
          const stops = [grocery.startGroceryListQueryEarly(householdId), cupboard.startCupboardQueryEarly(householdId)];
          return () => stops.forEach((stop) => stop());
        },
    ),
};

/** The first listens of the screen at `pathname`, on their way, or undefined when it has none. */
export function firstListensAt(pathname: string): (() => Promise<FirstListens>) | undefined {
  const screen = headStartScreenAt(pathname);
  return screen ? firstListensOf[screen] : undefined;
}
