// What the rest of the app may use of the cookbook feature.
export { BookmarkButton } from './components/bookmark-button';
export { CookbookPage } from './components/cookbook-page';
export { TagChip } from './components/tag-chip';
export { TagForm } from './components/tag-form';
export { useCookbookSubscription } from './components/use-cookbook-subscription';
export { useCookbook } from './store';
