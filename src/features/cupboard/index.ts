// What the rest of the app may use of the cupboard: the list subtracts its stock and puts the
// ticked lines away into it.
export { selectPantryStock, useCupboard } from './store';
