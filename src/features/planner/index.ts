// What the rest of the app may use of the planner feature. It builds on the cookbook (an added
// recipe of another household joins it) and fills the recipe screens' slots with add-to-plan.
export { usePlanner } from './store';
