import { z } from 'zod';
import { recipeCardFaceSchema } from '../recipes/recipe-card-face';
import { COOKBOOK_PAGE_SIZE } from './cookbook-filter';

/**
 * The cookbook's first page as it last drew it, searched and filtered by nothing (README, "A
 * screen before the session answers"): the cards' faces, in their order.
 */
export const cookbookPreviewSchema = z.object({ cards: z.array(recipeCardFaceSchema).max(COOKBOOK_PAGE_SIZE) });

export type CookbookPreview = z.infer<typeof cookbookPreviewSchema>;
