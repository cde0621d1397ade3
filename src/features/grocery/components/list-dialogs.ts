import { preloadedLazy } from '@/ui/preloaded-lazy';

/*
 * The list page's two forms, apart from the page: with the forms library they bring (some 60 kB
 * in ten files), a phone's first visit evaluated them before the list's first line, for dialogs
 * that open on a tap. The page asks for them once its live list shows, so a tap finds them there.
 */
const addItem = preloadedLazy(() => import('./add-grocery-item-dialog').then((module) => module.AddGroceryItemDialog));
const shareByEmail = preloadedLazy(() => import('./share-email-dialog').then((module) => module.ShareByEmailDialog));

export const AddGroceryItemDialog = addItem.Component;
export const ShareByEmailDialog = shareByEmail.Component;

/** Loads both forms ahead. Should one fail to load, opening it loads it again. */
export function preloadListDialogs(): void {
  for (const dialog of [addItem, shareByEmail]) dialog.preload().catch(() => undefined);
}
