import { describe, expect, it } from 'vitest';
import { bookmarkId } from '../cookbook/bookmark';
import { weeklyPlanId } from '../planner/weekly-plan-summary';
import { isDocumentId } from './document-id';

describe('isDocumentId', () => {
  it("takes Firestore's automatic ids, UUIDs and the catalogue's keys", () => {
    for (const id of ['Xk3v9QpLm2Rt8YzW1aBc', crypto.randomUUID(), 'oignon-rouge', 'demo-crepes', 'a', 'A_b-9'.repeat(12).slice(0, 64)]) {
      expect(isDocumentId(id), id).toBe(true);
    }
  });

  it('refuses control characters, dots, slashes, spaces, other letters and ids past 64 characters', () => {
    for (const id of ['', 'a\r\nb', 'a\tb', 'a.b', '..', 'a/b', 'a b', 'crêpe', 'x'.repeat(65), 'x'.repeat(200)]) {
      expect(isDocumentId(id), JSON.stringify(id)).toBe(false);
    }
  });

  it('is what the derived ids of weekly plans and bookmarks are made of', () => {
    expect(isDocumentId(weeklyPlanId('Xk3v9QpLm2Rt8YzW1aBc', '2025-03-10'))).toBe(true);
    expect(isDocumentId(bookmarkId('0zP1k4x9SbQ2mW7nR5tYv8uC3dE6', 'Xk3v9QpLm2Rt8YzW1aBc'))).toBe(true);
  });
});
