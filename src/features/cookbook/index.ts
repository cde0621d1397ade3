// What the rest of the app may use of the cookbook feature. It builds on recipes (never the
// reverse): its screens fill the slots the recipe screens leave (see src/app/router.tsx).
export { BookmarkButton } from './components/bookmark-button';
export { CookbookPage } from './components/cookbook-page';
export { LazyCupboardRecipes } from './components/lazy-cupboard-recipes';
export { CupboardToggle } from './components/cupboard-toggle';
export { HouseholdTagsPanel } from './components/household-tags-panel';
export { useCookbookPages, useCookbookRecipes } from './hooks/use-cookbook-recipes';
export { RecipeFormPage } from './components/recipe-form-page';
export { RecipeTags } from './components/recipe-tags';
export { selectPublicRecipes, selectTags } from './store/selectors';
export { followCookbook, useCookbook } from './store';
export type { PlannedBookmark } from './store/state';
export { planBookmark } from './store';
