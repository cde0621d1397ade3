import { bookmarkShapes } from './bookmarks.ts';
import { cookbookShapes } from './cookbooks.ts';
import { groceryListV2Shapes } from './grocery-lists-v2.ts';
import { mealEntryShapes } from './meal-entries.ts';
import { organizationShapes } from './organizations.ts';
import { pantryShapes } from './pantry.ts';
import { recipeShapes } from './recipes.ts';
import type { ShapeTable } from './shape-table.ts';
import { sharedGroceryListOwnerShapes, sharedGroceryListShapes } from './shared-grocery-lists.ts';
import { userShapes } from './users.ts';
import { weeklyMealPlanShapes } from './weekly-meal-plans.ts';

/** Every collection a client writes, with its samples (see shape-table.ts). */
export const shapeTables: readonly ShapeTable[] = [
  recipeShapes,
  cookbookShapes,
  bookmarkShapes,
  userShapes,
  organizationShapes,
  mealEntryShapes,
  weeklyMealPlanShapes,
  groceryListV2Shapes,
  sharedGroceryListShapes,
  sharedGroceryListOwnerShapes,
  pantryShapes,
];
