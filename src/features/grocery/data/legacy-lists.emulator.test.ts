import { describe, expect, it } from 'vitest';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { storedDocument } from '../../../../tests/rules/helpers';
import { commitWrites } from './commit-writes';
import { archiveLegacyListWrite, findActiveLegacyListIds } from './legacy-lists';

// Legacy lists as archiving reaches them, with a member's own client against the emulator and
// the real rules: the household's active ones found by their query, then archived.

const HOME = 'org-home';

const legacyList = (householdId: string, status: string) => ({ name: 'Liste de courses du 6 janvier', organizationId: householdId, status, items: [], createdAt: new Date('2025-01-06T09:00:00Z') });

const { clients, env } = householdEmulator({ mia: { [HOME]: 'member' } }, () => ({
  'groceryLists/a': legacyList(HOME, 'active'),
  'groceryLists/b': legacyList(HOME, 'active'),
  'groceryLists/old': legacyList(HOME, 'archived'),
  'groceryLists/foreign': legacyList('org-foreign', 'active'),
}));

describe('legacy lists', () => {
  it("finds the household's active ones, and archives them in one batch", async () => {
    const ids = await findActiveLegacyListIds(HOME, clients.mia);
    expect(ids.sort()).toEqual(['a', 'b']);
    await commitWrites(ids.map((id) => archiveLegacyListWrite(id, clients.mia)), clients.mia);
    expect(await findActiveLegacyListIds(HOME, clients.mia)).toEqual([]);
    expect(await storedDocument(env(), 'groceryLists/a')).toMatchObject({ status: 'archived', items: [] });
  });
});
