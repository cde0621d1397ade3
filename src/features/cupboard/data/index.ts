export { changeStock, stockWrite, removeFood, setStaple } from './stock-writes';
export { watchPantry } from './watch-pantry';
