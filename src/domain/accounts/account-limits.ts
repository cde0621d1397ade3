/** Account and household limits of spec A §5 and §9, shared by the forms and the API service. */
export const DEFAULT_HOUSEHOLD_SIZE = 1;
export const MIN_HOUSEHOLD_SIZE = 1;
export const MAX_HOUSEHOLD_SIZE = 20;

export const PASSWORD_MIN_LENGTH = 8;
export const PERSON_NAME_MIN_LENGTH = 2;
export const HOUSEHOLD_NAME_MIN_LENGTH = 2;

// Upper bounds keep what the server stores and mails to the size of a real name (DESIGN.md §3).
export const PERSON_NAME_MAX_LENGTH = 50;
export const HOUSEHOLD_NAME_MAX_LENGTH = 80;
/** RFC 5321's limit on a deliverable address. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
