import { MAX_PORTIONS } from '../../../src/domain/planner/meal-entry.ts';
import { RECIPE_NAME_MAX_LENGTH } from '../../../src/domain/recipes/recipe-limits.ts';
import { WEEKLY_PLAN_MAX_MEALS, WEEKLY_PLAN_NAME_MAX_LENGTH, weeklyMealPlanSchema } from '../../../src/domain/planner/weekly-meal-plan.ts';
import { HOME, userDoc } from '../recipe-fixtures.ts';
import { SERVER_TIME, toStored, toWrite, withFields, type Sample, type ShapeTable } from './shape-table.ts';

// newMealPlans/{id}: created when the first meal of a period is added ('Menu du {date}', from
// the week start to the end of the following week), then updated as meals come and go. Its id
// is {organizationId}_{startDate} of its own data (weeklyPlanId).

const ID = `${HOME}_2025-03-10`;
const WRITER = 'pia';
const storedAt = new Date('2025-01-06T09:00:00Z');

function meal(index: number, changes: Sample = {}): Sample {
  return { id: `e${index}`, recipeId: `r${index}`, recipeName: `Recette ${index}`, date: '2025-03-11', mealType: 'dinner', portions: 4, completed: false, ...changes };
}

/** The plan the first meal of a period creates. */
const plan: Sample = {
  organizationId: HOME,
  name: 'Menu du 10/03/2025',
  status: 'active',
  createdAt: SERVER_TIME,
  createdBy: WRITER,
  updatedAt: SERVER_TIME,
  updatedBy: WRITER,
  startDate: '2025-03-10',
  endDate: '2025-03-23',
  mealEntries: [meal(1)],
  totalMeals: 1,
  uniqueRecipes: 1,
};

const planWith = (changes: Sample) => withFields(plan, changes);
const withMeal = (changes: Sample) => planWith({ mealEntries: [meal(1, changes)] });

export const weeklyMealPlanShapes: ShapeTable = {
  collection: 'newMealPlans',
  writer: WRITER,
  seed: { [`users/${WRITER}`]: userDoc(WRITER, { [HOME]: 'contributor' }) },
  write: (db, doc) => db.doc(`newMealPlans/${ID}`).set(toWrite(doc)),
  rewrite: {
    // The same plan, stored without its meal: rewriting it keeps its creation date.
    seed: { [`newMealPlans/${ID}`]: toStored(withFields(plan, { createdAt: storedAt, updatedAt: storedAt, mealEntries: [], totalMeals: 0, uniqueRecipes: 0 })) },
    write: (db, doc) => db.doc(`newMealPlans/${ID}`).set(toWrite(doc.createdAt === SERVER_TIME ? withFields(doc, { createdAt: storedAt }) : doc)),
  },
  reads: (doc) => weeklyMealPlanSchema.safeParse({ ...toStored(doc), id: ID }).success,

  valid: [
    { why: 'the plan the first meal of a period creates', doc: plan },
    { why: 'an empty plan', doc: planWith({ mealEntries: [], totalMeals: 0, uniqueRecipes: 0 }) },
    { why: 'a plan without a summary yet', doc: planWith({ mealEntries: undefined, totalMeals: undefined, uniqueRecipes: undefined }) },
    { why: `a name of ${WEEKLY_PLAN_NAME_MAX_LENGTH} characters`, doc: planWith({ name: 'm'.repeat(WEEKLY_PLAN_NAME_MAX_LENGTH) }) },
    { why: 'an empty name', doc: planWith({ name: '' }) },
    { why: 'an unplanned meal without meal type or portions', doc: withMeal({ date: '', mealType: null, portions: null }) },
    { why: `a meal of ${MAX_PORTIONS} portions`, doc: withMeal({ portions: MAX_PORTIONS }) },
    {
      why: 'two meals of the same recipe',
      doc: planWith({ mealEntries: [meal(1), meal(2, { recipeId: 'r1', mealType: 'lunch' })], totalMeals: 2, uniqueRecipes: 1 }),
    },
    { why: 'an automation expiry', doc: planWith({ automationExpiration: new Date('2025-03-11T09:00:00Z') }) },
    { why: `a meal's recipe name of ${RECIPE_NAME_MAX_LENGTH} characters, emoji counted once`, doc: withMeal({ recipeName: '🍲'.repeat(RECIPE_NAME_MAX_LENGTH) }) },
    { why: "a meal without its recipe's name", doc: withMeal({ recipeName: '' }) },
  ],

  invalid: [
    { why: 'no household', doc: planWith({ organizationId: undefined }) },
    { why: 'no name', doc: planWith({ name: undefined }) },
    { why: `a name of ${WEEKLY_PLAN_NAME_MAX_LENGTH + 1} characters`, doc: planWith({ name: 'm'.repeat(WEEKLY_PLAN_NAME_MAX_LENGTH + 1) }) },
    { why: 'a name with a line break (CR/LF)', doc: planWith({ name: 'Menu\r\nEND:VCALENDAR' }) },
    { why: 'a name with a tab', doc: planWith({ name: 'Menu\tdu 10 mars' }) },
    { why: 'a status outside the enumeration', doc: planWith({ status: 'draft' }) },
    { why: 'a start date that is no date', doc: planWith({ startDate: 'lundi' }) },
    { why: 'negative counters', doc: planWith({ mealEntries: [], totalMeals: -1, uniqueRecipes: 0 }) },
    { why: 'a count that is not whole', doc: planWith({ uniqueRecipes: 0.5 }) },
    { why: 'a meal without a recipe', doc: withMeal({ recipeId: undefined }) },
    { why: 'a meal of 0 portions', doc: withMeal({ portions: 0 }) },
    { why: `a meal of ${MAX_PORTIONS + 1} portions`, doc: withMeal({ portions: MAX_PORTIONS + 1 }) },
    { why: 'a meal on a day that does not exist', doc: withMeal({ date: '2025-13-01' }) },
    { why: 'a meal that is not a map', doc: planWith({ mealEntries: ['e1'] }) },
    {
      why: `more than ${WEEKLY_PLAN_MAX_MEALS} meals`,
      doc: planWith({ mealEntries: Array.from({ length: WEEKLY_PLAN_MAX_MEALS + 1 }, (_, i) => meal(i)), totalMeals: WEEKLY_PLAN_MAX_MEALS + 1 }),
    },
  ],

  stricter: [
    { why: 'a field no plan has', doc: planWith({ note: 'à tester' }) },
    { why: 'a plan created archived', doc: planWith({ status: 'archived' }) },
    { why: 'a total that is not the number of meals', doc: planWith({ totalMeals: 3 }) },
    { why: 'more recipes than meals', doc: planWith({ uniqueRecipes: 2 }) },
    { why: 'a plan that ends before it starts', doc: planWith({ startDate: '2025-03-23', endDate: '2025-03-10' }) },
    { why: 'a start date that is a timestamp', doc: planWith({ startDate: storedAt }) },
    { why: 'a meal type outside the enumeration', doc: withMeal({ mealType: 'brunch' }) },
    { why: 'a meal with a field no meal has', doc: withMeal({ note: 'miam' }) },
    { why: 'created by someone else', doc: planWith({ createdBy: 'bob' }) },
    // The schema reads any recipe name and id an older summary holds; the app writes them within
    // a recipe's limits (planRecipeName) and its ids.
    { why: `a meal's recipe name of ${RECIPE_NAME_MAX_LENGTH + 1} characters`, doc: withMeal({ recipeName: 'n'.repeat(RECIPE_NAME_MAX_LENGTH + 1) }) },
    { why: `a meal's recipe name of 100,000 characters`, doc: withMeal({ recipeName: 'n'.repeat(100_000) }) },
    { why: "a meal's recipe name with a line break (CR/LF)", doc: withMeal({ recipeName: 'Soupe\r\nEND:VEVENT' }) },
    { why: "a meal's recipe name with a tab", doc: withMeal({ recipeName: 'Sou\tpe' }) },
    { why: 'a meal id with a dot', doc: withMeal({ id: 'e.1' }) },
    { why: 'a meal id of 65 characters', doc: withMeal({ id: 'e'.repeat(65) }) },
    { why: 'a recipe id with a line break', doc: withMeal({ recipeId: 'r1\nX' }) },
    { why: 'a creation date chosen by the client', doc: planWith({ createdAt: storedAt }) },
  ],
};
