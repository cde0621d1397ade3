import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildGroceryList } from '@/testing/grocery-lists';
import * as data from '../../data';
import { refused, setUpListActions } from '@/testing/list-action-test-setup';
import { useGrocery } from '../index';

// Archiving, decided from what the store holds: the list is forgotten at once and shown again
// on refusal. The batch itself is proven against the emulator beside the data files.

vi.mock('../../data', async (original) => ({
  ...(await original<typeof data>()),
  commitWrites: vi.fn(),
  archiveListWrite: vi.fn(),
  archiveLegacyListWrite: vi.fn(),
  archiveSharedListWrite: vi.fn(),
  findActiveLegacyListIds: vi.fn(),
}));

const list = buildGroceryList({ mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 } } });
const store = () => useGrocery.getState();

setUpListActions(list);

beforeEach(() => {
  vi.mocked(data.findActiveLegacyListIds).mockResolvedValue([]);
});

describe('archiveList', () => {
  it('forgets the list at once and archives it in one batch', async () => {
    const archive = () => undefined;
    vi.mocked(data.archiveListWrite).mockReturnValue(archive);
    let land = () => {};
    vi.mocked(data.commitWrites).mockReturnValue(new Promise<void>((resolve) => (land = resolve)));
    const archiving = store().archiveList();
    expect(store().list).toBeNull();
    land();
    await archiving;
    expect(data.archiveListWrite).toHaveBeenCalledExactlyOnceWith('list-1');
    expect(data.commitWrites).toHaveBeenCalledExactlyOnceWith([archive]);
    expect(store().error).toBeNull();
  });

  it('archives the household\'s active legacy lists and the live shared view in the same batch', async () => {
    const writes = { list: () => undefined, legacy: () => undefined, shared: () => undefined };
    vi.mocked(data.archiveListWrite).mockReturnValue(writes.list);
    vi.mocked(data.archiveLegacyListWrite).mockReturnValue(writes.legacy);
    vi.mocked(data.archiveSharedListWrite).mockReturnValue(writes.shared);
    vi.mocked(data.findActiveLegacyListIds).mockResolvedValue(['legacy-1']);
    vi.mocked(data.commitWrites).mockResolvedValue();
    const shareExpiry = new Date(Date.now() + 86_400_000);
    useGrocery.setState({ list: { ...list, shareToken: 'Zm9vYmFyYmF6cXV4LXF1dX', shareExpiry, isPublic: true } });
    await store().archiveList();
    expect(data.findActiveLegacyListIds).toHaveBeenCalledExactlyOnceWith('org-1');
    expect(data.archiveLegacyListWrite).toHaveBeenCalledExactlyOnceWith('legacy-1');
    expect(data.archiveSharedListWrite).toHaveBeenCalledExactlyOnceWith('Zm9vYmFyYmF6cXV4LXF1dX', { organizationId: 'org-1', listId: 'list-1' });
    expect(data.commitWrites).toHaveBeenCalledExactlyOnceWith([writes.list, writes.legacy, writes.shared]);
  });

  it('shows the list again when refused, unless the live query brought another meanwhile', async () => {
    vi.mocked(data.commitWrites).mockRejectedValue(refused());
    await store().archiveList();
    expect(store().list).toEqual(list);
    expect(store().error).toBe('grocery.errors.archive');

    const next = { ...list, id: 'list-2' };
    vi.mocked(data.commitWrites).mockImplementation(async () => {
      useGrocery.setState({ list: next });
      throw refused();
    });
    await store().archiveList();
    expect(store().list).toBe(next);
  });

  it('archives a list of the older shape, whose maps it leaves alone, but nothing before the list has answered', async () => {
    useGrocery.setState({ olderShape: true });
    vi.mocked(data.commitWrites).mockResolvedValue();
    await store().archiveList();
    expect(data.commitWrites).toHaveBeenCalledOnce();
    useGrocery.setState({ list: null, status: 'loading' });
    await store().archiveList();
    expect(data.commitWrites).toHaveBeenCalledOnce();
  });
});
