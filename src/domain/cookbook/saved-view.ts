import { z } from 'zod';
import { hexColorSchema } from '../shared/hex-color';
import { SINGLE_LINE_ERROR, singleLineText } from '../shared/single-line';
import { optionalTimestampSchema } from '../shared/timestamp';
import { COOKBOOK_MAX_TAGS } from './cookbook-tag';

/** OR shows recipes with any selected tag, AND those with all of them (spec B §5). */
export const tagFilterTypes = ['AND', 'OR'] as const;

export type TagFilterType = (typeof tagFilterTypes)[number];

export const SAVED_VIEW_NAME_MAX_LENGTH = 30;
export const DEFAULT_SAVED_VIEW_COLOR = '#3B82F6';

/** What the view dialog says is wrong, as codes the screen turns into text. */
export const savedViewFormErrors = ['viewNameRequired', 'viewNameTooLong', SINGLE_LINE_ERROR, 'viewNeedsTag'] as const;

export type SavedViewFormError = (typeof savedViewFormErrors)[number];

export function isSavedViewFormError(code: unknown): code is SavedViewFormError {
  return savedViewFormErrors.some((known) => known === code);
}

const viewNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'viewNameRequired' })
  .max(SAVED_VIEW_NAME_MAX_LENGTH, { error: 'viewNameTooLong' })
  .regex(singleLineText, { error: SINGLE_LINE_ERROR });

// At most every tag of the cookbook.
const viewTagIdsSchema = z.array(z.string().min(1)).min(1, { error: 'viewNeedsTag' }).max(COOKBOOK_MAX_TAGS);

/** A named tag filter of the cookbook (spec B §3 and §5). */
export const savedViewSchema = z.object({
  id: z.string().min(1),
  name: viewNameSchema,
  tagIds: viewTagIdsSchema,
  filterType: z.enum(tagFilterTypes),
  color: hexColorSchema.default(DEFAULT_SAVED_VIEW_COLOR),
  isDefault: z.boolean().default(false),
  createdAt: optionalTimestampSchema,
  updatedAt: optionalTimestampSchema,
});

export type SavedView = z.infer<typeof savedViewSchema>;

/**
 * What the view dialog writes, for a new view and an edited one alike (spec B §4: a view is
 * created and updated): the same checks as a stored view's.
 */
export const savedViewFormSchema = z.object({
  name: viewNameSchema,
  tagIds: viewTagIdsSchema,
  filterType: z.enum(tagFilterTypes),
  color: hexColorSchema,
});

export type SavedViewForm = z.infer<typeof savedViewFormSchema>;

/** An edit of a stored view: only the fields the member changed. */
export type SavedViewChanges = Partial<SavedViewForm>;

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The fields of the form that differ from the view as it was opened. Only these are written, on
 * the view as stored when the write lands, so a member renaming a view does not put back the
 * tags another member changed meanwhile.
 */
export function savedViewChanges(view: SavedView, form: SavedViewForm): SavedViewChanges {
  return {
    ...(form.name !== view.name && { name: form.name }),
    ...(!sameTags(form.tagIds, view.tagIds) && { tagIds: form.tagIds }),
    ...(form.filterType !== view.filterType && { filterType: form.filterType }),
    ...(form.color !== view.color && { color: form.color }),
  };
}

/** The view with the changes made, dated `now`; its id and creation date stay. */
export function applySavedViewChanges(view: SavedView, changes: SavedViewChanges, now: Date): SavedView {
  return { ...view, ...changes, updatedAt: now };
}
