import { z } from 'zod';
import { groceryCategorySchema } from './categories';

/** Generous bounds for what a device kept: a stored snapshot is read like any outside text. */
const text = z.string().max(500);
const lines = z
  .array(z.object({ key: text, name: text, amount: text, summary: text, ticked: z.boolean() }))
  .max(2_000);

/**
 * The list as its 'Catégories' tab last drew it (README, "A screen before the
 * session answers"): each group's lines as the shopper read them, words already formatted.
 */
export const listPreviewSchema = z.object({
  name: text,
  groups: z
    .array(
      z.union([
        z.object({ kind: z.literal('aisle'), category: groceryCategorySchema, lines }),
        z.object({ kind: z.literal('cupboard'), lines }),
        z.object({ kind: z.literal('inCupboard'), lines }),
      ]),
    )
    .max(50),
});

export type ListPreview = z.infer<typeof listPreviewSchema>;
export type ListPreviewGroup = ListPreview['groups'][number];
