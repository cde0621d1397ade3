import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import { SHARE_TOKEN_PATTERN } from '@/domain/grocery/share-fields';
import type { SharedListBinding } from '@/domain/grocery/shared-list-owner';
import type { SharedListSnapshot } from '@/domain/grocery/shared-list';
import { fullMatch } from '@/domain/shared/full-match';
import { useHousehold } from '@/features/household';
import { resetAllStores } from '@/lib/create-store';
import { buildCustomItem, buildGroceryList } from '@/testing/grocery-lists';
import * as data from '../../data';
import { useGrocery } from '../index';

// shareList between the store and its one batch: when it mints a token, what it writes, and
// what it answers. The batch itself, and the rules judging it, are proven against the emulator
// in data/shared-list-writes.emulator.test.ts; here the data layer records the writes.
vi.mock('../../data', async (importOriginal) => ({
  ...(await importOriginal<typeof data>()),
  commitWrites: vi.fn(),
  shareListWrite: vi.fn((listId: string, token: string, expiresAt: Date) => ({ kind: 'share', listId, token, expiresAt })),
  publishSharedListWrite: vi.fn((token: string, snapshot: SharedListSnapshot, binding?: SharedListBinding) => ({ kind: 'publish', token, snapshot, binding })),
}));

const commit = vi.mocked(data.commitWrites);
const LIVE_TOKEN = 'Zm9vYmFyYmF6cXV4LXF1dX';
const now = new Date('2026-11-23T10:00:00Z');

function list(changes: Partial<GroceryList> = {}): GroceryList {
  return buildGroceryList({ customItems: { c1: buildCustomItem() }, ...changes });
}

const share = () => useGrocery.getState().shareList();

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  commit.mockReset().mockResolvedValue(undefined);
  useHousehold.setState({ roles: { 'org-1': 'contributor' } });
  useGrocery.setState({ list: list(), status: 'loaded' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetAllStores();
});

describe('shareList', () => {
  it('hands out the live link again without writing anything', async () => {
    useGrocery.setState({ list: list({ shareToken: LIVE_TOKEN, shareExpiry: new Date('2026-12-01T00:00:00Z'), isPublic: true }) });
    expect(await share()).toBe(LIVE_TOKEN);
    expect(commit).not.toHaveBeenCalled();
  });

  it("mints a new token for 30 days, written in one batch with the list's view and its owner", async () => {
    useGrocery.setState({ list: list({ shareToken: LIVE_TOKEN, shareExpiry: new Date('2026-11-01T00:00:00Z'), isPublic: true }) });
    const token = await share();
    expect(token).toMatch(fullMatch(SHARE_TOKEN_PATTERN));
    expect(token).toHaveLength(22);
    expect(token).not.toBe(LIVE_TOKEN);
    const expiresAt = new Date('2026-12-23T10:00:00Z');
    expect(commit).toHaveBeenCalledExactlyOnceWith([
      { kind: 'share', listId: 'list-1', token, expiresAt },
      {
        kind: 'publish',
        token,
        binding: { organizationId: 'org-1', listId: 'list-1' },
        snapshot: {
          name: 'Liste de courses du 23 novembre',
          status: 'active',
          expiresAt,
          lines: { 'name:éponges:count': { name: 'Éponges', quantity: 3, unit: 'piece', category: 'other', recipeNames: [], checked: false } },
        },
      },
    ]);
    expect(useGrocery.getState().error).toBeNull();
  });

  it('makes one link of two taps at once', async () => {
    const [first, second] = await Promise.all([share(), share()]);
    expect(first).toBe(second);
    expect(commit).toHaveBeenCalledOnce();
    // Once it is made, the next tap asks the list again: still without a live link here, it gets a new one.
    await share();
    expect(commit).toHaveBeenCalledTimes(2);
  });

  it('answers null without writing for viewers, or without a list', async () => {
    useHousehold.setState({ roles: { 'org-1': 'viewer' } });
    expect(await share()).toBeNull();
    useHousehold.setState({ roles: { 'org-1': 'owner' } });
    useGrocery.setState({ list: null });
    expect(await share()).toBeNull();
    expect(commit).not.toHaveBeenCalled();
    expect(useGrocery.getState().error).toBeNull();
  });

  it("answers null and shows 'grocery.errors.share' when the batch is refused", async () => {
    commit.mockRejectedValue(new Error('permission-denied'));
    expect(await share()).toBeNull();
    expect(useGrocery.getState().error).toBe('grocery.errors.share');
  });
});
