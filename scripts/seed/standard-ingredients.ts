import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { collections } from '../../src/domain/collections.ts';
import { standardIngredientSchema, type StandardIngredient } from '../../src/domain/recipes/standard-ingredient.ts';
import catalogue from '../../src/domain/recipes/standard-ingredients.json' with { type: 'json' };

// Firestore refuses a batch of more than 500 writes.
const MAX_BATCH_WRITES = 500;

/** The seed catalogue, parsed: a malformed entry fails here rather than as a half-written collection. */
export function readStandardIngredientCatalogue(): StandardIngredient[] {
  return z.array(standardIngredientSchema).parse(catalogue);
}

/**
 * Writes the catalogue to standardIngredients (document id = ingredient id), over what a
 * persisted emulator run kept: the data file is the catalogue's source, and a run persisted
 * before a change to it (the buying units the shopping list counts in) would otherwise keep
 * reading the old entries. Returns how many documents it wrote.
 */
export async function seedStandardIngredients(firestore: Firestore): Promise<number> {
  const collection = firestore.collection(collections.standardIngredients);
  const ingredients = readStandardIngredientCatalogue();
  for (let start = 0; start < ingredients.length; start += MAX_BATCH_WRITES) {
    const batch = firestore.batch();
    for (const { id, ...fields } of ingredients.slice(start, start + MAX_BATCH_WRITES)) {
      // firebase-admin rejects undefined fields, and an optional field left out is what the app reads anyway.
      const data = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      batch.set(collection.doc(id), data);
    }
    await batch.commit();
  }
  return ingredients.length;
}
