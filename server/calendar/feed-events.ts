import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { entryPortions, type MealEntry } from '@domain/planner/meal-entry.ts';
import { compareMealTypes, type MealType } from '@domain/planner/meal-types.ts';
import { displayQuantity, portionsParamFor, scaleQuantity } from '@domain/recipes/portions.ts';
import type { Recipe } from '@domain/recipes/recipe.ts';
import { unitSymbolKey } from '@domain/recipes/units.ts';
import { frenchText, type LocaleKey } from '../../src/locales/locale-key.ts';
import { withoutControls } from './ics-text.ts';

/** The household's clock: the product is French, and its planner's days have no time zone of their own. */
export const CALENDAR_TIME_ZONE = 'Europe/Paris';

/** From two weeks back to eight weeks ahead of today, both days included. */
export const FEED_DAYS_BEFORE = 14;
export const FEED_DAYS_AFTER = 56;

/** When each meal type sits in the calendar, for one hour; a meal without a type takes the whole day. */
export const MEAL_TIMES: Readonly<Record<MealType, { hour: number; minute: number }>> = {
  breakfast: { hour: 8, minute: 0 },
  lunch: { hour: 12, minute: 30 },
  snack: { hour: 16, minute: 30 },
  dinner: { hour: 19, minute: 30 },
};

export const MEAL_DURATION_MINUTES = 60;

const DAY_FORMAT = 'yyyy-MM-dd';

/**
 * The meal entry ids a UID is made of: the form the rules accept and the planner writes
 * (Firestore's own ids). An entry with any other id can only be older than that rule or
 * forged, and is left out rather than hashed into a UID, which would keep a forged meal in
 * every subscriber's calendar.
 */
export const FEED_ENTRY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The planner days the feed lists, as yyyy-MM-dd in Paris: what the meal entries query compares. */
export function feedWindow(now: Date): { from: string; to: string } {
  const today = new TZDate(now, CALENDAR_TIME_ZONE);
  return { from: format(addDays(today, -FEED_DAYS_BEFORE), DAY_FORMAT), to: format(addDays(today, FEED_DAYS_AFTER), DAY_FORMAT) };
}

export interface FeedEvent {
  /** The meal entry's id and the app's host: calendar apps update an event rather than add it again. */
  uid: string;
  summary: string;
  description: string;
  /** The recipe page, scaled to the meal's portions. */
  url: string;
  /** The planner day; with a time (Paris) for a meal type, else the whole day. */
  date: string;
  time: { hour: number; minute: number } | null;
  /** When the entry or its recipe last changed, which calendar apps read as the event's revision. */
  stamp: Date | null;
}

/** A message of the locale file with its {{placeholders}} filled, as the server speaks French. */
export function feedText(key: LocaleKey, values: Readonly<Record<string, string | number>> = {}): string {
  return frenchText(key).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

const plural = new Intl.PluralRules('fr');

function countText(base: 'household.calendar.feed.title' | 'household.calendar.feed.ingredients', count: number, values: Record<string, string | number> = {}): string {
  const key: LocaleKey = plural.select(count) === 'one' ? `${base}_one` : `${base}_other`;
  return feedText(key, { ...values, count });
}

export function calendarName(householdName: string): string {
  return feedText('household.calendar.feed.name', { household: withoutControls(householdName) });
}

/** '- Pommes de terre : 1,2 kg', or the name alone when the recipe gives no quantity. */
function ingredientText(line: Recipe['ingredients'][number], portions: number, servings: number): string {
  const name = withoutControls(line.name);
  if (line.quantity <= 0) return `- ${name}`;
  const quantity = displayQuantity(scaleQuantity(line.quantity, portions, servings), 'fr');
  return `- ${name} : ${quantity} ${frenchText(unitSymbolKey(line.unit)).toLowerCase()}`;
}

export function recipeAddress(appOrigin: string, recipe: Pick<Recipe, 'id' | 'servings'>, portions: number): string {
  const url = new URL(`/recipes/${encodeURIComponent(recipe.id)}`, appOrigin);
  const param = portionsParamFor(portions, recipe.servings);
  if (param !== null) url.searchParams.set('portions', param);
  return url.toString();
}

function latest(...dates: (Date | null)[]): Date | null {
  return dates.reduce<Date | null>((last, date) => (date && (!last || date > last) ? date : last), null);
}

export interface FeedSource {
  household: { id: string; numberOfPersons: number | null };
  entries: readonly MealEntry[];
  /** The entries' recipes by id, as read; a missing one leaves its meals out. */
  recipes: ReadonlyMap<string, Recipe>;
  appOrigin: string;
}

/**
 * The feed's events: one per planned meal whose recipe the household may read (its own or a
 * public one: a bookmarked recipe made private since stays out, as the rules would keep it),
 * by day and meal type, so the same plan always gives the same feed (and the same ETag).
 * Names from the database lose their control characters: each is one line of the event.
 */
export function feedEvents({ household, entries, recipes, appOrigin }: FeedSource): FeedEvent[] {
  const host = new URL(appOrigin).host;
  const ordered = [...entries].sort((a, b) => a.date.localeCompare(b.date) || compareMealTypes(a.mealType, b.mealType) || a.id.localeCompare(b.id));
  return ordered.flatMap((entry) => {
    const recipe = recipes.get(entry.recipeId);
    if (!entry.date || !FEED_ENTRY_ID_PATTERN.test(entry.id) || !recipe || (recipe.organizationId !== household.id && !recipe.isPublic)) return [];
    const portions = entryPortions(entry, household.numberOfPersons);
    const url = recipeAddress(appOrigin, recipe, portions);
    const description = [url, '', countText('household.calendar.feed.ingredients', portions), ...recipe.ingredients.map((line) => ingredientText(line, portions, recipe.servings))];
    return [
      {
        uid: `${entry.id}@${host}`,
        summary: countText('household.calendar.feed.title', portions, { recipe: withoutControls(recipe.name) }),
        description: (recipe.ingredients.length > 0 ? description : description.slice(0, 1)).join('\n'),
        url,
        date: entry.date,
        time: entry.mealType ? MEAL_TIMES[entry.mealType] : null,
        stamp: latest(entry.updatedAt, entry.createdAt, recipe.updatedAt),
      },
    ];
  });
}
