import { z } from 'zod';
import { hexColorSchema } from '../shared/hex-color';
import { SINGLE_LINE_ERROR, singleLineText } from '../shared/single-line';

export const TAG_NAME_MAX_LENGTH = 20;

/**
 * Spec A §5 and spec B §5: required once trimmed, at most 20 characters, on one line (DESIGN.md §3).
 * Its errors are codes the tag form turns into text.
 */
export const tagNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'tagNameRequired' })
  .max(TAG_NAME_MAX_LENGTH, { error: 'tagNameTooLong' })
  .regex(singleLineText, { error: SINGLE_LINE_ERROR });

/** A tag as its form creates or edits it, a household's or a cookbook's alike. */
export const tagFormSchema = z.object({ name: tagNameSchema, color: hexColorSchema });

export type TagForm = z.infer<typeof tagFormSchema>;

/** A household tag as the settings panel manages it (spec A §3). */
export const householdTagSchema = z.object({
  id: z.string().min(1),
  name: tagNameSchema,
  color: hexColorSchema,
  organizationId: z.string().min(1),
});

export type HouseholdTag = z.infer<typeof householdTagSchema>;
