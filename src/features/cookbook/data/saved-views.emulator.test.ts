import { describe, expect, it } from 'vitest';
import { householdEmulator } from '../../../../tests/rules/emulator-clients';
import { storedDocument } from '../../../../tests/rules/helpers';
import { updateView } from './saved-views';

// Editing a saved view (spec B §4), each member with their own client, against the emulator and
// the real rules: a writer's rename and retag land with the view's id and creation date kept, a
// member renaming it while another changes its tags keeps both changes, and a viewer, another
// household or a view deleted meanwhile change nothing.

const HOME = 'org-home';
const OTHER = 'org-other';
const roles = { mia: { [HOME]: 'member' }, carl: { [HOME]: 'contributor' }, vic: { [HOME]: 'viewer' }, bob: { [OTHER]: 'owner' } } as const;

const at = new Date('2025-01-06T09:00:00Z');
const view = (id: string, name: string, tagIds: string[]) => ({ id, name, tagIds, filterType: 'OR', color: '#3B82F6', isDefault: false, createdAt: at, updatedAt: at });
const stored = {
  organizationId: HOME,
  publicRecipeIds: [],
  tags: {},
  savedViews: [view('v1', 'Vite fait', ['tag-rapide']), view('v2', 'Desserts', ['tag-desserts'])],
  createdAt: at,
  updatedAt: at,
};

const { clients, env } = householdEmulator(roles, () => ({ [`cookbooks/${HOME}`]: stored }));

/** The saved views as stored, their dates as milliseconds. */
async function storedViews(): Promise<Record<string, unknown>[]> {
  const cookbook = await storedDocument(env(), `cookbooks/${HOME}`);
  return (cookbook?.savedViews as Record<string, { toMillis: () => number }>[]).map((saved) => ({ ...saved, createdAt: saved.createdAt?.toMillis(), updatedAt: saved.updatedAt?.toMillis() }));
}

describe('updateView', () => {
  it("lands a writer's new name and tags, keeps the view's id and creation date, and leaves the other views alone", async () => {
    const now = new Date('2025-02-01T10:00:00Z');
    await updateView(HOME, 'v1', { name: 'Soirs pressés', tagIds: ['tag-rapide', 'tag-hiver'], filterType: 'AND' }, now, clients.mia);
    expect(await storedViews()).toEqual([
      { ...view('v1', 'Soirs pressés', ['tag-rapide', 'tag-hiver']), filterType: 'AND', createdAt: at.getTime(), updatedAt: now.getTime() },
      { ...view('v2', 'Desserts', ['tag-desserts']), createdAt: at.getTime(), updatedAt: at.getTime() },
    ]);
  });

  it('keeps both changes when one member renames a view while another changes its tags', async () => {
    const now = new Date('2025-02-01T10:00:00Z');
    await Promise.all([
      updateView(HOME, 'v1', { name: 'Soirs pressés' }, now, clients.mia),
      updateView(HOME, 'v1', { tagIds: ['tag-hiver'], filterType: 'AND' }, now, clients.carl),
    ]);
    const [edited] = await storedViews();
    expect(edited).toMatchObject({ id: 'v1', name: 'Soirs pressés', tagIds: ['tag-hiver'], filterType: 'AND', color: '#3B82F6', createdAt: at.getTime() });
  });

  it("refuses a viewer's edit and another household's, and changes nothing", async () => {
    const before = await storedViews();
    await expect(updateView(HOME, 'v1', { name: 'Vu' }, new Date(), clients.vic)).rejects.toThrow();
    await expect(updateView(HOME, 'v1', { name: 'Volé' }, new Date(), clients.bob)).rejects.toThrow();
    expect(await storedViews()).toEqual(before);
  });

  it('does not bring back a view deleted meanwhile', async () => {
    await expect(updateView(HOME, 'gone', { name: 'Revenue' }, new Date(), clients.mia)).rejects.toThrow();
    expect((await storedViews()).map(({ id }) => id)).toEqual(['v1', 'v2']);
  });
});
