import { onSnapshot, query, where } from 'firebase/firestore';
import { pantryEntrySchema, type PantryEntry } from '@/domain/cupboard/pantry-entry';
import { readDocs } from '@/lib/firebase/typed-doc';
import { pantry } from './pantry-refs';

/**
 * The household's cupboard, live: every food it holds a document for, its own writes shown at
 * once (also offline). One equality on organizationId: no composite index.
 */
export function watchPantry(householdId: string, onChange: (entries: PantryEntry[]) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(query(pantry(), where('organizationId', '==', householdId)), (snapshot) => onChange(readDocs(snapshot.docs, pantryEntrySchema)), onError);
}
