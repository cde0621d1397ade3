import { z } from 'zod';
import { unitSchema } from '../recipes/units';
import { lifecycleStatusSchema } from '../shared/lifecycle-status';
import { timestampSchema } from '../shared/timestamp';
import { storedGroceryCategorySchema } from './categories';
import { GROCERY_LIST_NAME_MAX_LENGTH } from './grocery-list';
import { isSharedLineKey, printableSharedLine, printableText, SHARED_LIST_MAX_LINES, type SharedLine } from './shared-line-columns';
import type { SharedListSnapshot } from './shared-list';
import type { SharedListOwner } from './shared-list-owner';

/** A line as older views held it, at lines.{lineKey}, read as leniently as the app then read it. */
const olderLineSchema = z.object({
  name: z.string(),
  quantity: z.number().nonnegative(),
  unit: unitSchema.nullish().transform((unit) => unit ?? null),
  category: storedGroceryCategorySchema,
  recipeNames: z.array(z.string()).default([]),
  checked: z.boolean().default(false),
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A shared view as apps and the legacy migration wrote it before views held no ids: the
 * household's and the list's ids beside the lines, which were kept by key, and a legacy mark.
 * Read as its owner and the view it becomes (scripts/migrations/share-legacy-lists.ts): lines
 * the view can no longer hold (an unreadable one, a key too long, past SHARED_LIST_MAX_LINES)
 * are left out, text is made printable and cut to the view's limits.
 */
export const olderSharedViewSchema = z
  .object({
    listId: z.string().min(1),
    organizationId: z.string().min(1),
    name: z.string(),
    status: lifecycleStatusSchema,
    expiresAt: timestampSchema,
    lines: z.unknown().refine(isRecord),
    legacy: z.boolean().default(false),
  })
  .transform(({ listId, organizationId: householdId, legacy, name, status, expiresAt, lines }): { owner: SharedListOwner; view: SharedListSnapshot } => {
    const readable = Object.entries(lines as Record<string, unknown>).flatMap(([key, stored]): [string, SharedLine][] => {
      const line = olderLineSchema.safeParse(stored);
      return line.success && isSharedLineKey(key) ? [[key, printableSharedLine(line.data)]] : [];
    });
    return {
      owner: { organizationId: householdId, listId, legacy },
      // Built from entries, so a stored key such as __proto__ stays an ordinary key.
      view: { name: printableText(name, GROCERY_LIST_NAME_MAX_LENGTH), status, expiresAt, lines: Object.fromEntries(readable.slice(0, SHARED_LIST_MAX_LINES)) },
    };
  });
