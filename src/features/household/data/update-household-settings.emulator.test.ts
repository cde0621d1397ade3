import { describe, expect, it } from 'vitest';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { storedDocument } from '../../../../tests/rules/helpers';
import { updateHouseholdSettings } from './household';

// The settings writes of the household screen, each member with their own client, against the
// emulator and the real rules: what an owner writes lands, clearing the week start removes the
// field, two owners changing different settings at once keep both, and a member is refused.

const HOME = 'org-home';
const roles = { alice: { [HOME]: 'owner' }, olga: { [HOME]: 'owner' }, mia: { [HOME]: 'member' } } as const;

const at = new Date('2025-01-06T09:00:00Z');
const stored = {
  name: 'Famille Martin',
  creatorId: 'alice',
  numberOfPersons: 4,
  groceryAutomation: true,
  weekStartDay: 1,
  members: [],
  createdAt: at,
  updatedAt: at,
};

const { clients, env } = householdEmulator(roles, () => ({ [`organizations/${HOME}`]: stored }));

const household = () => storedDocument(env(), `organizations/${HOME}`);

/** Firestore's Timestamp as the server reads it back. */
const millis = (value: unknown) => (value as { toMillis: () => number }).toMillis();

describe('updateHouseholdSettings', () => {
  it("lands an owner's new name and size, stamped now, and leaves the other fields alone", async () => {
    const before = Date.now();
    await updateHouseholdSettings(HOME, { name: 'Les Martin', numberOfPersons: 6 }, clients.alice);
    const written = await household();
    expect(written).toMatchObject({ name: 'Les Martin', numberOfPersons: 6, weekStartDay: 1, groceryAutomation: true, creatorId: 'alice' });
    expect(millis(written?.updatedAt)).toBeGreaterThan(before - 60_000);
  });

  it('sets the week start day, then removes the field when cleared', async () => {
    await updateHouseholdSettings(HOME, { weekStartDay: 0 }, clients.alice);
    expect(await household()).toMatchObject({ weekStartDay: 0 });

    await updateHouseholdSettings(HOME, { weekStartDay: null }, clients.alice);
    const written = await household();
    expect(written).not.toHaveProperty('weekStartDay');
    expect(millis(written?.updatedAt)).toBeGreaterThan(at.getTime());
  });

  it('turns grocery automation off', async () => {
    await updateHouseholdSettings(HOME, { groceryAutomation: false }, clients.alice);
    expect(await household()).toMatchObject({ groceryAutomation: false });
  });

  it('keeps both changes when two owners change different settings at once', async () => {
    await Promise.all([
      updateHouseholdSettings(HOME, { name: 'Chez Martin' }, clients.alice),
      updateHouseholdSettings(HOME, { weekStartDay: 5, groceryAutomation: false }, clients.olga),
    ]);
    expect(await household()).toMatchObject({ name: 'Chez Martin', numberOfPersons: 4, weekStartDay: 5, groceryAutomation: false });
  });

  it("refuses a member's change and keeps the household as it was", async () => {
    await expect(updateHouseholdSettings(HOME, { name: 'Chez Mia' }, clients.mia)).rejects.toThrow();
    await expect(updateHouseholdSettings(HOME, { weekStartDay: null }, clients.mia)).rejects.toThrow();
    expect(await household()).toMatchObject({ name: 'Famille Martin', weekStartDay: 1 });
  });
});
