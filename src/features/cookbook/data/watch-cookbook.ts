import { onSnapshot, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { cookbookSchema, type Cookbook } from '@/domain/cookbook/cookbook';
import { defaultCookbookTags, missingDefaultTags } from '@/domain/cookbook/default-cookbook-tags';
import { readDoc } from '@/lib/firebase/typed-doc';
import { cookbookRef } from './cookbook-ref';

function defaultTagFields(householdId: string, tags: readonly (typeof defaultCookbookTags)[number][]) {
  return Object.fromEntries(tags.map((tag) => [tag.id, { ...tag, organizationId: householdId, recipeIds: [], createdAt: serverTimestamp(), updatedAt: serverTimestamp() }]));
}

/**
 * Live cookbook of a household; null while it is unreadable (skipped, never overwritten). A
 * missing cookbook is created, and missing default tags are added by field path, so a
 * concurrent edit of another tag is never overwritten (spec B §9).
 */
export function watchCookbook(householdId: string, onChange: (cookbook: Cookbook | null) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(
    cookbookRef(householdId),
    (snapshot) => {
      if (!snapshot.exists()) {
        void setDoc(cookbookRef(householdId), {
          organizationId: householdId,
          publicRecipeIds: [],
          tags: defaultTagFields(householdId, defaultCookbookTags),
          savedViews: [],
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }).catch(onError);
        return;
      }
      const cookbook = readDoc(snapshot, cookbookSchema);
      const missing = cookbook ? missingDefaultTags(Object.keys(cookbook.tags)) : [];
      if (missing.length > 0 && !snapshot.metadata.hasPendingWrites) {
        const fields = Object.entries(defaultTagFields(householdId, missing)).map(([id, tag]) => [`tags.${id}`, tag] as const);
        void updateDoc(cookbookRef(householdId), Object.fromEntries(fields)).catch(onError);
      }
      onChange(cookbook);
    },
    onError,
  );
}
