// What the rest of the app may use of the cupboard feature (a stand-in until the real store lands).
export { selectPantryStock, useCupboard } from './store';
