import { preloadedLazy } from '@/ui/preloaded-lazy';

/*
 * The cookbook's forms, apart from its page: with the forms library they bring (some 50 kB), a
 * phone's first visit evaluated them before the first card, for dialogs that open on a tap. The
 * page asks for them once its live cards show, so a tap finds them there.
 */
const saveView = preloadedLazy(() => import('./save-view-dialog').then((module) => module.SaveViewDialog));
const tagManager = preloadedLazy(() => import('./tag-manager-dialog').then((module) => module.TagManagerDialog));

export const SaveViewDialog = saveView.Component;
export const TagManagerDialog = tagManager.Component;

/** Loads both forms ahead. Should one fail to load, opening it loads it again. */
export function preloadCookbookDialogs(): void {
  for (const dialog of [saveView, tagManager]) dialog.preload().catch(() => undefined);
}
