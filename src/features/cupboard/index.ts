// What the rest of the app may use of the cupboard. It builds on recipes (the catalogue) and the
// household; the list subtracts its stock and puts ticked lines away into it, cooking takes from
// it, both through `stockPort` (what it holds, and the stock's write for their own batch). The page is
// reached by the router alone (components/cupboard-page.tsx), loaded with its route.
export type { CupboardErrorKey } from './store/state';
export { selectCupboardActions, selectCupboardStatus, selectPantryStock } from './store/selectors';
export { followCupboard, useCupboard } from './store';
export { CUPBOARD_ANSWER_WAIT_MS, stockPort } from './store';
