import { z } from 'zod';

/** Household roles with a label (spec A §6). */
export const roles = ['owner', 'member', 'viewer', 'contributor'] as const;

export type Role = (typeof roles)[number];

/** The roles an owner can pick when adding a member; contributor only exists as a label. */
export const assignableRoles = ['owner', 'member', 'viewer'] as const satisfies readonly Role[];

export type AssignableRole = (typeof assignableRoles)[number];

/** Stored as a free string (spec A §6): an unknown value must not make the whole document unreadable. */
export const roleSchema = z.string();

export function isKnownRole(value: unknown): value is Role {
  return roles.some((role) => role === value);
}

/** A missing or unknown role is shown as "unknown" (spec A §2, user menu). */
export function roleLabelKey(role: string | null | undefined): `roles.${Role | 'unknown'}` {
  return isKnownRole(role) ? `roles.${role}` : 'roles.unknown';
}

/** Name, size, week start, automation, tags, members and invitations (DESIGN.md §3). */
export function canManageHousehold(role: string | null | undefined): boolean {
  return role === 'owner';
}

/** Recipes, cookbook, planner and lists; viewers only read and tick grocery items (DESIGN.md §3). */
export function canEditHouseholdContent(role: string | null | undefined): boolean {
  return role === 'owner' || role === 'member' || role === 'contributor';
}
