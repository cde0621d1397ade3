// What the rest of the app may use of the household feature: the current household, its
// subscription and the user's role there, the shell's hook that keeps household-wide queries
// live, and the household screens the router shows.
export { AdminHouseholdPage } from './components/admin-household-page';
export { HouseholdSettingsPage } from './components/household-settings-page';
export { InvitePage } from './components/invite-page';
export { useContentShown, useHouseholdSubscriptions } from './hooks/use-household-subscriptions';
export { useLeaveLostHousehold } from './hooks/use-leave-lost-household';
export type { HouseholdQuery, HouseholdScope } from './store/household-scope';
export {
  selectCanEditHouseholdContent,
  selectCanManageHousehold,
  selectCanEditRecipe,
  selectHouseholdId,
  selectHouseholdSize,
  selectHouseholdSubscription,
  selectPlannerSettings,
  selectScope,
  selectUserId,
} from './store/selectors';
export { useHousehold } from './store';
export { onHouseholdChange, readHousehold, whenContentShown } from './store';
