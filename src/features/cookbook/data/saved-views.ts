import { runTransaction, serverTimestamp } from 'firebase/firestore';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import { savedViewSchema, type SavedView } from '@/domain/cookbook/saved-view';
import { readDoc } from '@/lib/firestore/typed-doc';
import { cookbookRef, db } from './cookbook-ref';

/** Saved views live in an array: edits go through a transaction so concurrent ones are not lost. */
async function editSavedViews(organizationId: string, edit: (views: SavedView[]) => SavedView[]): Promise<void> {
  await runTransaction(db(), async (transaction) => {
    const cookbook = readDoc(await transaction.get(cookbookRef(organizationId)), cookbookSchema);
    // Nothing readable to edit: rewriting the list from nothing would lose every view.
    if (!cookbook) throw new Error(`Cookbook ${organizationId} unreadable`);
    // What is written goes through the schema too: a view the app could not read back never leaves.
    const next = edit(cookbook.savedViews).map((view) => savedViewSchema.parse(view));
    transaction.update(cookbookRef(organizationId), { savedViews: next, updatedAt: serverTimestamp() });
  });
}

export function saveView(organizationId: string, view: SavedView): Promise<void> {
  return editSavedViews(organizationId, (views) => (views.some((existing) => existing.id === view.id) ? views.map((existing) => (existing.id === view.id ? view : existing)) : [...views, view]));
}

export function deleteView(organizationId: string, viewId: string): Promise<void> {
  return editSavedViews(organizationId, (views) => views.filter((view) => view.id !== viewId));
}
