import { z } from 'zod';
import { hexColorSchema } from '../shared/hex-color';
import { singleLineText } from '../shared/single-line';
import { optionalTimestampSchema } from '../shared/timestamp';
import { COOKBOOK_MAX_TAGS } from './cookbook-tag';

/** OR shows recipes with any selected tag, AND those with all of them (spec B §5). */
export const tagFilterTypes = ['AND', 'OR'] as const;

export type TagFilterType = (typeof tagFilterTypes)[number];

export const SAVED_VIEW_NAME_MAX_LENGTH = 30;
export const DEFAULT_SAVED_VIEW_COLOR = '#3B82F6';

/** A named tag filter of the cookbook (spec B §3 and §5). */
export const savedViewSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(SAVED_VIEW_NAME_MAX_LENGTH).regex(singleLineText),
  // At most every tag of the cookbook.
  tagIds: z.array(z.string().min(1)).min(1).max(COOKBOOK_MAX_TAGS),
  filterType: z.enum(tagFilterTypes),
  color: hexColorSchema.default(DEFAULT_SAVED_VIEW_COLOR),
  isDefault: z.boolean().default(false),
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type SavedView = z.infer<typeof savedViewSchema>;
