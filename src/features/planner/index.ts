// What the rest of the app may use of the planner feature. It builds on the cookbook (an added
// recipe of another household joins it) and fills the recipe screens' slots with add-to-plan.
export { AddToPlanButton } from './components/add-to-plan-button';
export { PlannerPage } from './components/planner-page';
export { usePlanner } from './store';
