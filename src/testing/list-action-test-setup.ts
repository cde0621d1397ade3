import { afterEach, beforeEach, vi } from 'vitest';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import { useGrocery } from '@/features/grocery';
import { resetAllStores } from '@/lib/create-store';
import { seedHousehold } from './household';

// What the tests of the list's actions share: the store holding a list as the live query
// brought it, and a write the rules refuse. The data layer is each test file's own vi.mock.

/** A write the rules refused, as the SDK rejects it. */
export const refused = () => Object.assign(new Error('denied'), { code: 'permission-denied' });

/**
 * Registers the test file's hooks: before each test the store holds `list`, loaded, in user-1's
 * household (`household` as seedHousehold takes it), and the warnings and errors refusals log
 * stay off the output; after it, every mock and store starts afresh.
 */
export function setUpListActions(list: GroceryList, household?: Parameters<typeof seedHousehold>[0]): void {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    seedHousehold(household);
    useGrocery.setState({ list, storedList: list, olderShape: false, status: 'loaded' });
  });

  afterEach(() => {
    vi.resetAllMocks();
    vi.restoreAllMocks();
    resetAllStores();
  });
}
