import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { signUpWeek } from '@domain/accounts/sign-up-week.ts';
import { collections } from '@domain/collections.ts';
import { defaultCookbookTags } from '@domain/cookbook/default-cookbook-tags.ts';
import { NEW_HOUSEHOLD_WEEK_START_DAY } from '@domain/household/household';

export interface NewAccount {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  organizationName: string;
  numberOfPersons: number;
}

/** What the set-up is written with: a batch, or a transaction that read first. */
export interface SetupWrites {
  create(documentRef: DocumentReference, data: DocumentData): unknown;
  set(documentRef: DocumentReference, data: DocumentData): unknown;
}

/** The owner a new household starts with. */
export interface HouseholdOwner {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The owner's side of the membership, for their users/{uid}.organizations map. */
export interface OwnerMembership {
  organizationId: string;
  role: 'owner';
  joinedAt: Timestamp;
}

/** Today's date in France, where the week of the initial plan is counted (spec A §9). */
export function frenchToday(now = new Date()): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now).split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/**
 * Writes what every household starts with (spec A §3 and §4): the household with its owner's
 * row, the cookbook with its default tags, and the plan and grocery list of the current week.
 * Shared by sign-up and by the removal of a member left without a household, so both start
 * alike. The owner's users/{uid}.organizations entry is the caller's to write, with the
 * returned membership.
 */
export function addNewHousehold(
  firestore: Firestore,
  writes: Pick<SetupWrites, 'create'>,
  owner: HouseholdOwner,
  { name, numberOfPersons, now }: { name: string; numberOfPersons: number; now: Date },
): OwnerMembership {
  const householdRef = firestore.collection(collections.organizations).doc();
  const householdId = householdRef.id;
  const joinedAt = Timestamp.fromDate(now);
  const stamp = FieldValue.serverTimestamp();
  const week = signUpWeek(frenchToday(now));

  writes.create(householdRef, {
    name,
    creatorId: owner.uid,
    numberOfPersons,
    weekStartDay: NEW_HOUSEHOLD_WEEK_START_DAY,
    groceryAutomation: true,
    members: [
      {
        userId: owner.uid,
        email: owner.email,
        name: `${owner.firstName} ${owner.lastName}`.trim(),
        role: 'owner',
        invitationAccepted: true,
        joinedAt,
      },
    ],
    createdAt: stamp,
    updatedAt: stamp,
  });

  writes.create(firestore.collection(collections.cookbooks).doc(householdId), {
    organizationId: householdId,
    publicRecipeIds: [],
    tags: Object.fromEntries(
      defaultCookbookTags.map((tag) => [tag.id, { ...tag, organizationId: householdId, recipeIds: [], createdAt: joinedAt, updatedAt: joinedAt }]),
    ),
    savedViews: [],
    createdAt: stamp,
    updatedAt: stamp,
  });

  writes.create(firestore.collection(collections.weeklyMealPlans).doc(), {
    organizationId: householdId,
    name: week.mealPlanName,
    status: 'active',
    startDate: week.startDate,
    endDate: week.endDate,
    mealEntries: [],
    totalMeals: 0,
    uniqueRecipes: 0,
    createdAt: stamp,
    createdBy: owner.uid,
    updatedAt: stamp,
    updatedBy: owner.uid,
  });

  writes.create(firestore.collection(collections.groceryListsV2).doc(), {
    name: week.groceryListName,
    organizationId: householdId,
    status: 'active',
    // Maps keyed by id, which members update by field path (DESIGN.md §3, grocery-list-v2.ts).
    mealEntryRefs: {},
    checkedItems: {},
    customItems: {},
    createdAt: stamp,
    updatedAt: stamp,
  });

  return { organizationId: householdId, role: 'owner', joinedAt };
}

/**
 * Writes, in one batch or transaction, everything a new account starts with: the user
 * document and a new household of theirs (addNewHousehold). `create` makes a second run for
 * the same user fail instead of overwriting; only `replaceUser` (a discarded pre-registration,
 * whose other documents the same writes delete) overwrites the user document.
 */
export function addAccountSetup(
  firestore: Firestore,
  writes: SetupWrites,
  account: NewAccount,
  { now = new Date(), replaceUser = false }: { now?: Date; replaceUser?: boolean } = {},
): { organizationId: string } {
  const membership = addNewHousehold(firestore, writes, account, { name: account.organizationName, numberOfPersons: account.numberOfPersons, now });
  const { organizationId: householdId } = membership;
  const stamp = FieldValue.serverTimestamp();

  const userRef = firestore.collection(collections.users).doc(account.uid);
  const user = {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    emailVerified: account.emailVerified,
    defaultOrganizationId: householdId,
    organizations: { [householdId]: membership },
    createdAt: stamp,
    updatedAt: stamp,
  };
  if (replaceUser) writes.set(userRef, user);
  else writes.create(userRef, user);

  return { organizationId: householdId };
}
