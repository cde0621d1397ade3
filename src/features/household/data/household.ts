import { deleteField, doc, onSnapshot, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { collections } from '@/domain/collections';
import type { HouseholdSettingsChange } from '@/domain/household/household-settings';
import { householdSchema, type Household } from '@/domain/household/household';
import { readDoc } from '@/lib/firebase/typed-doc';
import { firebase } from '@/lib/firebase/firestore';

// Each takes the Firestore instance to use: the app's by default, another client's in the
// emulator tests.
const householdRef = (householdId: string, firestore: Firestore = firebase().db) => doc(firestore, collections.organizations, householdId);

/** The household document, live: null when it is gone or unreadable. */
export function watchHousehold(householdId: string, onChange: (household: Household | null) => void, onError: (error: unknown) => void): () => void {
  return onSnapshot(householdRef(householdId), (snapshot) => onChange(readDoc(snapshot, householdSchema)), onError);
}

/**
 * Writes only the settings that changed, so two owners editing different settings at once both
 * keep theirs, and stamps updatedAt as the rules require. A null week start day removes the field.
 */
export function updateHouseholdSettings(householdId: string, change: HouseholdSettingsChange, firestore?: Firestore): Promise<void> {
  const fields = Object.fromEntries(
    Object.entries(change)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => [field, value === null ? deleteField() : value]),
  );
  return updateDoc(householdRef(householdId, firestore), { ...fields, updatedAt: serverTimestamp() });
}
