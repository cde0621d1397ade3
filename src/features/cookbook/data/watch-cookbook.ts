import { onSnapshot, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { cookbookSchema, type Cookbook } from '@/domain/cookbook/cookbook';
import { defaultCookbookTags, missingDefaultTags } from '@/domain/cookbook/default-cookbook-tags';
import { readDoc } from '@/lib/firebase/typed-doc';
import { cookbookRef } from './cookbook-ref';

function defaultTagFields(organizationId: string, tags: readonly (typeof defaultCookbookTags)[number][]) {
  return Object.fromEntries(tags.map((tag) => [tag.id, { ...tag, organizationId, recipeIds: [], createdAt: serverTimestamp(), updatedAt: serverTimestamp() }]));
}

/**
 * Live cookbook of a household; null while it is unreadable (skipped, never overwritten). A
 * missing cookbook is created, and missing default tags are added by field path, so a
 * concurrent edit of another tag is never overwritten (spec B §9).
 */
export function watchCookbook(organizationId: string, onChange: (cookbook: Cookbook | null) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(
    cookbookRef(organizationId),
    (snapshot) => {
      if (!snapshot.exists()) {
        void setDoc(cookbookRef(organizationId), {
          organizationId,
          publicRecipeIds: [],
          tags: defaultTagFields(organizationId, defaultCookbookTags),
          savedViews: [],
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }).catch(onError);
        return;
      }
      const cookbook = readDoc(snapshot, cookbookSchema);
      const missing = cookbook ? missingDefaultTags(Object.keys(cookbook.tags)) : [];
      if (missing.length > 0 && !snapshot.metadata.hasPendingWrites) {
        const fields = Object.entries(defaultTagFields(organizationId, missing)).map(([id, tag]) => [`tags.${id}`, tag] as const);
        void updateDoc(cookbookRef(organizationId), Object.fromEntries(fields)).catch(onError);
      }
      onChange(cookbook);
    },
    onError,
  );
}
