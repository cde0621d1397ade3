import { HOUSEHOLD_NAME_MAX_LENGTH, HOUSEHOLD_NAME_MIN_LENGTH, MAX_HOUSEHOLD_SIZE, MIN_HOUSEHOLD_SIZE } from '../../../src/domain/accounts/account-limits.ts';
import { householdSchema } from '../../../src/domain/household/household.ts';
import { HOME, userDoc } from '../recipe-fixtures.ts';
import { SERVER_TIME, toStored, toWrite, type Sample, type ShapeTable } from './shape-table.ts';

// organizations/{id}: created by the server at sign-up; its owners (and admins) change the
// settings fields from the settings panel (spec A §2), each with updatedAt. Samples are those
// changes, read back merged into the stored household. The schema reads any name (the settings
// form is what trims and measures it), so a name the form never writes is a stricter sample.
// Clearing the week start day deletes the field, which organizations.test.ts proves. The
// stored household's subscription is cancelled at a period end now passed, so the one client
// write of the subscription (spec A §4: its status set to 'canceled') is a valid sample; any
// other change of it is refused.

const WRITER = 'olga';
const at = new Date('2025-01-06T09:00:00Z');

/** A subscription as the API service stores it, cancelled at a period end already passed. */
const endedSubscription = {
  id: 'sub_1',
  customer: 'cus_1',
  status: 'active',
  current_period_start: new Date('2025-01-01T00:00:00Z'),
  current_period_end: new Date('2025-02-01T00:00:00Z'),
  cancel_at_period_end: true,
  canceled_at: null,
  payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  product: { id: 'prod_premium', name: 'Premium' },
  price: { id: 'price_premium_month', unit_amount: 499, currency: 'eur', recurring: { interval: 'month', interval_count: 1 } },
};

/** The subscription with some fields replaced, as a whole-map write of it. */
const subscriptionWith = (fields: Sample): Sample => ({ subscription: { ...endedSubscription, ...fields } });

/** The household as the server stores it (server/households/household-setup.ts). */
export const storedHousehold = {
  name: 'Famille Martin',
  creatorId: WRITER,
  numberOfPersons: 2,
  groceryAutomation: true,
  weekStartDay: 1,
  members: [{ userId: WRITER, email: `${WRITER}@example.test`, name: 'Olga Martin', role: 'owner', invitationAccepted: false, joinedAt: at }],
  subscription: endedSubscription,
  createdAt: at,
  updatedAt: at,
};

/** A settings change, stamped as the app stamps it. */
const change = (fields: Sample): Sample => ({ ...fields, updatedAt: SERVER_TIME });

export const organizationShapes: ShapeTable = {
  collection: 'organizations',
  writer: WRITER,
  seed: { [`users/${WRITER}`]: userDoc(WRITER, { [HOME]: 'owner' }), [`organizations/${HOME}`]: storedHousehold },
  write: (db, doc) => db.doc(`organizations/${HOME}`).update(toWrite(doc)),
  reads: (doc) => householdSchema.safeParse({ ...storedHousehold, ...toStored(doc), id: HOME }).success,

  valid: [
    { why: 'the name and size the settings form saves', doc: change({ name: 'Chez nous', numberOfPersons: 4 }) },
    { why: 'every settings field at once', doc: change({ name: 'Chez nous', numberOfPersons: 3, weekStartDay: 0, groceryAutomation: false }) },
    { why: `a name of ${HOUSEHOLD_NAME_MIN_LENGTH} characters`, doc: change({ name: 'Lo' }) },
    { why: `a name of ${HOUSEHOLD_NAME_MAX_LENGTH} characters`, doc: change({ name: 'f'.repeat(HOUSEHOLD_NAME_MAX_LENGTH) }) },
    { why: `a name of ${HOUSEHOLD_NAME_MAX_LENGTH} characters outside the BMP (counted as zod counts them)`, doc: change({ name: '🍲'.repeat(HOUSEHOLD_NAME_MAX_LENGTH) }) },
    { why: 'a name with inner spaces and accents', doc: change({ name: 'Foyer de  Zoé' }) },
    { why: `${MIN_HOUSEHOLD_SIZE} person`, doc: change({ numberOfPersons: MIN_HOUSEHOLD_SIZE }) },
    { why: `${MAX_HOUSEHOLD_SIZE} persons`, doc: change({ numberOfPersons: MAX_HOUSEHOLD_SIZE }) },
    { why: 'a week starting on Sunday (0)', doc: change({ weekStartDay: 0 }) },
    { why: 'a week starting on Saturday (6)', doc: change({ weekStartDay: 6 }) },
    { why: 'grocery automation off', doc: change({ groceryAutomation: false }) },
    { why: 'grocery automation on', doc: change({ groceryAutomation: true }) },
    { why: "the subscription's status set to 'canceled' after its period end", doc: change(subscriptionWith({ status: 'canceled' })) },
  ],

  invalid: [
    { why: 'a name that is a number', doc: change({ name: 42 }) },
    { why: 'a name of null', doc: change({ name: null }) },
    { why: 'a name in a list', doc: change({ name: ['Chez nous'] }) },
    { why: `${MIN_HOUSEHOLD_SIZE - 1} persons`, doc: change({ numberOfPersons: MIN_HOUSEHOLD_SIZE - 1 }) },
    { why: `${MAX_HOUSEHOLD_SIZE + 1} persons`, doc: change({ numberOfPersons: MAX_HOUSEHOLD_SIZE + 1 }) },
    { why: 'a fractional number of persons', doc: change({ numberOfPersons: 2.5 }) },
    { why: 'a number of persons as text', doc: change({ numberOfPersons: '4' }) },
    { why: 'a number of persons of null', doc: change({ numberOfPersons: null }) },
    { why: 'a week start day of 7', doc: change({ weekStartDay: 7 }) },
    { why: 'a week start day of -1', doc: change({ weekStartDay: -1 }) },
    { why: 'a fractional week start day', doc: change({ weekStartDay: 1.5 }) },
    { why: 'a week start day by name', doc: change({ weekStartDay: 'lundi' }) },
    { why: 'grocery automation as text', doc: change({ groceryAutomation: 'oui' }) },
    { why: 'grocery automation as a number', doc: change({ groceryAutomation: 1 }) },
    { why: 'an update date that is no date', doc: { name: 'Chez nous', updatedAt: 'hier' } },
    { why: 'members as text', doc: change({ members: 'olga' }) },
    { why: 'a subscription status that is a number', doc: change(subscriptionWith({ status: 42 })) },
    { why: 'a subscription without its id', doc: change(subscriptionWith({ status: 'canceled', id: undefined })) },
    { why: 'a subscription as text', doc: change({ subscription: 'canceled' }) },
  ],

  stricter: [
    { why: 'an empty name', doc: change({ name: '' }) },
    { why: `a name of ${HOUSEHOLD_NAME_MIN_LENGTH - 1} character`, doc: change({ name: 'L' }) },
    { why: `a name of ${HOUSEHOLD_NAME_MAX_LENGTH + 1} characters`, doc: change({ name: 'f'.repeat(HOUSEHOLD_NAME_MAX_LENGTH + 1) }) },
    { why: 'a blank name', doc: change({ name: '\u00A0 \u3000' }) },
    { why: 'a name the form would have trimmed (spaces)', doc: change({ name: ' Chez nous ' }) },
    { why: 'a name the form would have trimmed (a no-break space)', doc: change({ name: 'Chez nous\u00A0' }) },
    // The household name heads the calendar feed: a line break would have started lines of its own.
    { why: 'a name with a line break (CR/LF)', doc: change({ name: 'Cal\r\nEND:VCALENDAR\r\nX-EVIL:1' }) },
    { why: 'a name with a line feed', doc: change({ name: 'Chez\nnous' }) },
    { why: 'a name with a tab', doc: change({ name: 'Chez\tnous' }) },
    { why: 'a name with a control character', doc: change({ name: 'Chez\u0007nous' }) },
    { why: 'a name with a C1 control character', doc: change({ name: 'Chez\u0085nous' }) },
    { why: 'a name with a line separator', doc: change({ name: 'Chez\u2028nous' }) },
    { why: 'a name ending with a control character', doc: change({ name: 'Chez nous\u0000' }) },
    { why: 'a name of two characters, one a control character', doc: change({ name: 'L\u007F' }) },
    { why: 'a week start day of null (clearing deletes the field)', doc: change({ weekStartDay: null }) },
    { why: 'grocery automation of null', doc: change({ groceryAutomation: null }) },
    { why: 'a change without its update date', doc: { numberOfPersons: 3 } },
    { why: 'an update date chosen by the client', doc: { numberOfPersons: 3, updatedAt: new Date('2030-01-01T00:00:00Z') } },
    { why: 'the members rewritten by the client', doc: change({ members: [...storedHousehold.members, { userId: 'mia', email: 'mia@example.test', name: 'Mia', role: 'owner', invitationAccepted: true, joinedAt: at }] }) },
    { why: 'another creator', doc: change({ creatorId: 'mia' }) },
    { why: 'a subscription written by the client', doc: change({ subscription: { id: 'sub_1', status: 'active', cancel_at_period_end: false } }) },
    { why: "a subscription status other than 'canceled'", doc: change(subscriptionWith({ status: 'active_until_period_end' })) },
    { why: 'a subscription cancelled with another field changed', doc: change(subscriptionWith({ status: 'canceled', cancel_at_period_end: false })) },
    { why: 'a subscription cancelled with a field added', doc: change(subscriptionWith({ status: 'canceled', productId: 'prod_free' })) },
    { why: 'the subscription removed', doc: change({ subscription: null }) },
    { why: 'a new creation date', doc: change({ createdAt: SERVER_TIME }) },
  ],
};
