/** Account and household limits of spec A §5 and §9, shared by the forms and the API service. */
export const DEFAULT_HOUSEHOLD_SIZE = 1;
export const MIN_HOUSEHOLD_SIZE = 1;
export const MAX_HOUSEHOLD_SIZE = 20;

export const PASSWORD_MIN_LENGTH = 8;
export const PERSON_NAME_MIN_LENGTH = 2;
export const HOUSEHOLD_NAME_MIN_LENGTH = 2;
