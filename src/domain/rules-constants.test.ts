import { describe, expect, it } from 'vitest';
import rules from '../../firestore.rules?raw';
import { HOUSEHOLD_NAME_MAX_LENGTH, HOUSEHOLD_NAME_MIN_LENGTH, MAX_HOUSEHOLD_SIZE, MIN_HOUSEHOLD_SIZE } from './accounts/account-limits';
import { TAG_NAME_MAX_LENGTH } from './household/household-tag';
import { costs, dietaryRestrictions, difficulties, dishTypes } from './recipes/classification';
import { COOKBOOK_MAX_PUBLIC_RECIPES, COOKBOOK_MAX_SAVED_VIEWS } from './cookbook/cookbook';
import { COOKBOOK_MAX_TAGS } from './cookbook/cookbook-tag';
import { groceryCategories } from './grocery/categories';
import {
  GROCERY_ITEM_NAME_MAX_LENGTH,
  GROCERY_LIST_MAX_CHECKED_ITEMS,
  GROCERY_LIST_MAX_CUSTOM_ITEMS,
  GROCERY_LIST_MAX_MEAL_ENTRY_REFS,
  GROCERY_LIST_NAME_MAX_LENGTH,
} from './grocery/grocery-list';
import { SHOPPER_TICK_MAX_AMOUNT } from './grocery/shopper-tick';
import { SHARE_EXPIRY_CLOCK_MARGIN_MINUTES, SHARE_LINK_VALIDITY_DAYS, SHARE_TOKEN_PATTERN } from './grocery/share-fields';
import {
  SHARED_LINE_KEYS_PATTERN,
  SHARED_LINE_NAMES_PATTERN,
  SHARED_LINE_QUANTITIES_PATTERN,
  SHARED_LINE_RECIPE_NAMES_PATTERN,
  SHARED_LIST_MAX_LINES,
  SHARED_LIST_NAME_PATTERN,
} from './grocery/shared-line-columns';
import { DISCOVERY_MAX_TERMS, DISCOVERY_TERM_PATTERN } from './recipes/discovery-terms';
import { PANTRY_MAX_AMOUNT } from './cupboard/pantry-entry';
import { HOSTED_IMAGE_PATTERN, INLINE_IMAGE_PATTERN, SERVED_IMAGE_PATTERN } from './recipes/recipe-image-address';
import { INLINE_MAX_MB } from './recipes/recipe-image';
import {
  INLINE_IMAGE_MAX_LENGTH,
  RECIPE_AUTHOR_NAME_MAX_LENGTH,
  RECIPE_INSTRUCTIONS_MAX_LENGTH,
  RECIPE_MAX_INGREDIENT_LINES,
  RECIPE_NAME_MAX_LENGTH,
} from './recipes/recipe-limits';
import { units } from './recipes/units';
import { SAVED_VIEW_NAME_MAX_LENGTH, tagFilterTypes } from './cookbook/saved-view';
import { HEX_COLOR_PATTERN } from './shared/hex-color';
import { SECONDS_MILLIS_BOUNDARY } from './shared/timestamp';
import { lifecycleStatuses } from './shared/lifecycle-status';
import { CALENDAR_DAY_PATTERN, MAX_PORTIONS } from './planner/meal-entry';
import { mealTypes } from './planner/meal-types';
import { PLAN_MEALS_CHANGED_PER_WRITE } from './planner/plan-reconciliation';
import { WEEKLY_PLAN_MAX_MEALS, WEEKLY_PLAN_NAME_MAX_LENGTH } from './planner/weekly-meal-plan';
import { URL_MAX_LENGTH, WEB_URL_PATTERN } from './shared/web-url';
import { DOCUMENT_ID_PATTERN } from './shared/document-id';
import { SINGLE_LINE_CHARACTER } from './shared/single-line';

// firestore.rules cannot import the domain, so it repeats its limits, enumerations and
// patterns, each in a function returning one literal. These must stay what the domain says, or
// the rules and the app would refuse different documents (DESIGN.md §3).

/** Every `function name() { return <literal>; }` of the rules, by name, with its literal's source. */
function ruleLiterals(): Map<string, string> {
  const literals = new Map<string, string>();
  for (const [, name, literal] of rules.matchAll(/^\s*function (\w+)\(\) \{ return (.+); \}/gm)) {
    if (name && literal) literals.set(name, literal);
  }
  return literals;
}

/** A rules string literal's value: its backslash escapes undone. */
function stringValue(literal: string): string {
  const match = /^'((?:[^'\\]|\\.)*)'$/.exec(literal);
  if (!match?.[1]) throw new Error(`Not a string literal: ${literal}`);
  return match[1].replace(/\\(.)/g, '$1');
}

function listValue(literal: string): string[] {
  const match = /^\[(.*)\]$/.exec(literal);
  if (!match?.[1]) throw new Error(`Not a list literal: ${literal}`);
  return match[1].split(',').map((item) => stringValue(item.trim()));
}

const numbers: Record<string, number> = {
  maxRecipeNameLength: RECIPE_NAME_MAX_LENGTH,
  maxInstructionsLength: RECIPE_INSTRUCTIONS_MAX_LENGTH,
  maxIngredientLines: RECIPE_MAX_INGREDIENT_LINES,
  maxInlineImageLength: INLINE_IMAGE_MAX_LENGTH,
  maxUrlLength: URL_MAX_LENGTH,
  maxTagNameLength: TAG_NAME_MAX_LENGTH,
  maxCookbookTags: COOKBOOK_MAX_TAGS,
  maxSavedViewNameLength: SAVED_VIEW_NAME_MAX_LENGTH,
  maxSavedViews: COOKBOOK_MAX_SAVED_VIEWS,
  maxSafeInteger: Number.MAX_SAFE_INTEGER,
  maxPortions: MAX_PORTIONS,
  maxWeeklyPlanNameLength: WEEKLY_PLAN_NAME_MAX_LENGTH,
  maxWeeklyPlanMeals: WEEKLY_PLAN_MAX_MEALS,
  maxPlanMealsChangedPerWrite: PLAN_MEALS_CHANGED_PER_WRITE,
  maxGroceryListNameLength: GROCERY_LIST_NAME_MAX_LENGTH,
  maxGroceryItemNameLength: GROCERY_ITEM_NAME_MAX_LENGTH,
  maxGroceryListMealEntryRefs: GROCERY_LIST_MAX_MEAL_ENTRY_REFS,
  maxGroceryListCustomItems: GROCERY_LIST_MAX_CUSTOM_ITEMS,
  maxGroceryListCheckedItems: GROCERY_LIST_MAX_CHECKED_ITEMS,
  maxShopperTickAmount: SHOPPER_TICK_MAX_AMOUNT,
  maxSharedListLines: SHARED_LIST_MAX_LINES,
  shareLinkValidityDays: SHARE_LINK_VALIDITY_DAYS,
  shareExpiryClockMarginMinutes: SHARE_EXPIRY_CLOCK_MARGIN_MINUTES,
  minHouseholdNameLength: HOUSEHOLD_NAME_MIN_LENGTH,
  maxHouseholdNameLength: HOUSEHOLD_NAME_MAX_LENGTH,
  minHouseholdSize: MIN_HOUSEHOLD_SIZE,
  maxHouseholdSize: MAX_HOUSEHOLD_SIZE,
  secondsMillisBoundary: SECONDS_MILLIS_BOUNDARY,
  maxAuthorNameLength: RECIPE_AUTHOR_NAME_MAX_LENGTH,
  maxPublicRecipeIds: COOKBOOK_MAX_PUBLIC_RECIPES,
  maxDiscoveryTerms: DISCOVERY_MAX_TERMS,
  maxPantryAmount: PANTRY_MAX_AMOUNT,
};

const enumerations: Record<string, readonly string[]> = {
  dishTypeValues: dishTypes,
  dietaryRestrictionValues: dietaryRestrictions,
  difficultyValues: difficulties,
  costValues: costs,
  tagFilterTypeValues: tagFilterTypes,
  mealTypeValues: mealTypes,
  lifecycleStatusValues: lifecycleStatuses,
};

const patterns: Record<string, string> = {
  webUrlPattern: WEB_URL_PATTERN,
  hostedImagePattern: HOSTED_IMAGE_PATTERN,
  servedImagePattern: SERVED_IMAGE_PATTERN,
  inlineImagePattern: INLINE_IMAGE_PATTERN,
  hexColorPattern: HEX_COLOR_PATTERN,
  calendarDayPattern: CALENDAR_DAY_PATTERN,
  shareTokenPattern: SHARE_TOKEN_PATTERN,
  documentIdPattern: DOCUMENT_ID_PATTERN,
  discoveryTermPattern: DISCOVERY_TERM_PATTERN,
  singleLineCharacter: SINGLE_LINE_CHARACTER,
  sharedLineKeysPattern: SHARED_LINE_KEYS_PATTERN,
  sharedLineNamesPattern: SHARED_LINE_NAMES_PATTERN,
  sharedLineQuantitiesPattern: SHARED_LINE_QUANTITIES_PATTERN,
  sharedLineRecipeNamesPattern: SHARED_LINE_RECIPE_NAMES_PATTERN,
  sharedListNamePattern: SHARED_LIST_NAME_PATTERN,
  // Enumerations read as patterns, where each value of a list would cost an expression.
  unitPattern: units.join('|'),
  groceryCategoryPattern: groceryCategories.join('|'),
};

describe('the constants firestore.rules repeats from the domain', () => {
  const literals = ruleLiterals();

  it('are all known here, so none can drift unchecked', () => {
    expect([...literals.keys()].sort()).toEqual([...Object.keys(numbers), ...Object.keys(enumerations), ...Object.keys(patterns)].sort());
  });

  it.each(Object.entries(numbers))('%s() returns %d', (name, value) => {
    expect(Number(literals.get(name))).toBe(value);
  });

  it.each(Object.entries(enumerations))('%s() lists the enumeration', (name, values) => {
    expect(listValue(literals.get(name) ?? '')).toEqual(values);
  });

  it.each(Object.entries(patterns))('%s() is the same pattern', (name, pattern) => {
    expect(stringValue(literals.get(name) ?? '')).toBe(pattern);
  });
});

describe('INLINE_IMAGE_MAX_LENGTH', () => {
  it('holds an inline picture of INLINE_MAX_MB, base64-encoded with its data: prefix', () => {
    const base64Length = Math.ceil((INLINE_MAX_MB * 1024 * 1024) / 3) * 4;
    expect('data:image/jpeg;base64,'.length + base64Length).toBeLessThanOrEqual(INLINE_IMAGE_MAX_LENGTH);
  });
});
