import { describe, expect, it } from 'vitest';
import { pantryEntryId } from '@/domain/cupboard/pantry-entry';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { storedDocument } from '../../../../tests/rules/helpers';
import { writeBatch } from 'firebase/firestore';
import { writtenOrLanded } from '@/lib/firebase/document-writer';
import { changeStock, removeFood, setStaple, stockWrite } from './stock-writes';

// Two members stocking and using up one food at the same time, each with their own client,
// against the emulator and the real rules: increments, so every change is kept.

const HOME = 'org-home';
const FLOUR = 'farine-de-ble';
const roles = { alice: { [HOME]: 'owner' }, mia: { [HOME]: 'member' }, vera: { [HOME]: 'viewer' } } as const;

const { clients, env } = householdEmulator(roles);

const stored = () => storedDocument(env(), `pantry/${pantryEntryId(HOME, FLOUR)}`);
const flour = (mass: number) => [{ foodId: FLOUR, amounts: { mass, volume: 0, count: 0 } }];

describe('the cupboard changed by two members at once', () => {
  it('keeps all 200 changes when two members add to the same food 100 times each at the same time', async () => {
    await changeStock(HOME, flour(1), () => true, clients.alice);
    const hundred = (client: (typeof clients)['alice']) => Array.from({ length: 100 }, () => changeStock(HOME, flour(10), () => false, client));
    await Promise.all([...hundred(clients.alice), ...hundred(clients.mia)]);
    expect(await stored()).toMatchObject({ organizationId: HOME, foodId: FLOUR, mass: 2001, staple: false });
  });

  it('keeps a staple flag while another member stocks the food, and refuses a deduction past zero', async () => {
    await changeStock(HOME, flour(500), () => true, clients.alice);
    await Promise.all([setStaple(HOME, FLOUR, true, clients.mia), changeStock(HOME, flour(-200), () => false, clients.alice)]);
    expect(await stored()).toMatchObject({ mass: 300, staple: true });
    await expect(changeStock(HOME, flour(-301), () => false, clients.mia)).rejects.toThrow();
    expect(await stored()).toMatchObject({ mass: 300 });
  });

  it('changes the stock once when a batch is sent twice, as the SDK sends again one whose answer it lost, and knows the change is stored', async () => {
    await changeStock(HOME, flour(500), () => true, clients.alice);
    const cooked = stockWrite(HOME, flour(-125), () => false, clients.mia);
    const send = () => {
      const batch = writeBatch(clients.mia);
      cooked.write(batch);
      return batch.commit();
    };
    expect(await cooked.landed()).toBe(false);
    await send();
    await expect(send()).rejects.toThrow();
    expect(await stored()).toMatchObject({ mass: 375 });
    // The refusal of the second sending is no failure: the first went through.
    expect(await cooked.landed()).toBe(true);
    await expect(writtenOrLanded(send(), cooked.landed)).resolves.toBeUndefined();
    // The next change of the same food is a new one.
    await changeStock(HOME, flour(-75), () => false, clients.mia);
    expect(await stored()).toMatchObject({ mass: 300 });
  });

  it('still fails a change refused for its own sake: it never landed', async () => {
    await changeStock(HOME, flour(100), () => true, clients.alice);
    const pastZero = stockWrite(HOME, flour(-101), () => false, clients.mia);
    const batch = writeBatch(clients.mia);
    pastZero.write(batch);
    await expect(writtenOrLanded(batch.commit(), pastZero.landed)).rejects.toThrow();
    expect(await stored()).toMatchObject({ mass: 100 });
  });

  it("lets a viewer read but not change the household's cupboard, and a writer remove a food", async () => {
    await changeStock(HOME, flour(500), () => true, clients.alice);
    await expect(changeStock(HOME, flour(100), () => false, clients.vera)).rejects.toThrow();
    await removeFood(HOME, FLOUR, clients.mia);
    expect(await stored()).toBeUndefined();
  });
});
