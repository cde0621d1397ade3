import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { SnapshotLike } from '@/domain/shared/read-doc';
import { readDocs, readDocsInTasks } from './typed-doc';

const schema = z.object({ id: z.string(), name: z.string().min(1) });
const snapshot = (id: string, data: unknown): SnapshotLike => ({ id, ref: { path: `recipes/${id}` }, exists: true, data: () => data });

describe('readDocsInTasks', () => {
  it('reads what readDocs reads, in order, skipping the documents that do not parse', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const snapshots = Array.from({ length: 10 }, (_, index) => snapshot(`r${index}`, { name: index === 5 ? '' : `Recette ${index}` }));
    const read = await readDocsInTasks(snapshots, schema);
    expect(read.map(({ id }) => id)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r6', 'r7', 'r8', 'r9']);
    expect(read).toEqual(readDocs(snapshots, schema));
  });

  it('lets other tasks run between slices of a page, not before its first slice', async () => {
    const order: string[] = [];
    const snapshots = Array.from({ length: 9 }, (_, index) => snapshot(`r${index}`, { name: `Recette ${index}` }));
    const traced = schema.transform((recipe) => {
      order.push(recipe.id);
      return recipe;
    });
    setTimeout(() => order.push('another task'));
    await readDocsInTasks(snapshots, traced);
    expect(order.indexOf('another task')).toBe(4);
    expect(order).toHaveLength(10);
  });
});
