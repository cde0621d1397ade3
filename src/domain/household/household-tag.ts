import { z } from 'zod';
import { hexColorSchema } from '../shared/hex-color';
import { singleLineText } from '../shared/single-line';

export const TAG_NAME_MAX_LENGTH = 20;

/** Spec A §5 and spec B §5: required once trimmed, at most 20 characters, on one line (DESIGN.md §3). */
export const tagNameSchema = z.string().trim().min(1).max(TAG_NAME_MAX_LENGTH).regex(singleLineText);

/** A household tag as the settings panel manages it (spec A §3). */
export const householdTagSchema = z.object({
  id: z.string().min(1),
  name: tagNameSchema,
  color: hexColorSchema,
  organizationId: z.string().min(1),
});

export type HouseholdTag = z.infer<typeof householdTagSchema>;
