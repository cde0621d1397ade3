import { runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { cookbookSchema } from '@/domain/cookbook/cookbook';
import { applySavedViewChanges, savedViewSchema, type SavedView, type SavedViewChanges } from '@/domain/cookbook/saved-view';
import { readDoc } from '@/lib/firebase/typed-doc';
import { cookbookRef, db } from './cookbook-ref';

/** Saved views live in an array: edits go through a transaction so concurrent ones are not lost. */
async function editSavedViews(householdId: string, edit: (views: SavedView[]) => SavedView[], firestore: Firestore = db()): Promise<void> {
  await runTransaction(firestore, async (transaction) => {
    const cookbook = readDoc(await transaction.get(cookbookRef(householdId, firestore)), cookbookSchema);
    // Nothing readable to edit: rewriting the list from nothing would lose every view.
    if (!cookbook) throw new Error(`Cookbook ${householdId} unreadable`);
    // What is written goes through the schema too: a view the app could not read back never leaves.
    const next = edit(cookbook.savedViews).map((view) => savedViewSchema.parse(view));
    transaction.update(cookbookRef(householdId, firestore), { savedViews: next, updatedAt: serverTimestamp() });
  });
}

export function saveView(householdId: string, view: SavedView): Promise<void> {
  return editSavedViews(householdId, (views) => (views.some((existing) => existing.id === view.id) ? views.map((existing) => (existing.id === view.id ? view : existing)) : [...views, view]));
}

/**
 * Makes only the changed fields on the view as stored when the transaction runs: a member
 * renaming it while another retags it keeps both changes. A view deleted meanwhile is not
 * brought back.
 */
export function updateView(householdId: string, viewId: string, changes: SavedViewChanges, now: Date, firestore?: Firestore): Promise<void> {
  return editSavedViews(
    householdId,
    (views) => {
      if (!views.some((view) => view.id === viewId)) throw new Error(`Saved view ${viewId} is gone`);
      return views.map((view) => (view.id === viewId ? applySavedViewChanges(view, changes, now) : view));
    },
    firestore,
  );
}

export function deleteView(householdId: string, viewId: string): Promise<void> {
  return editSavedViews(householdId, (views) => views.filter((view) => view.id !== viewId));
}
