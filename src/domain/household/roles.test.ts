import { describe, expect, it } from 'vitest';
import { canEditHouseholdContent, canManageHousehold, isKnownRole, roleLabelKey, roleSchema } from './roles';

describe('roles', () => {
  it('keeps any stored role string, known or not', () => {
    expect(roleSchema.parse('admin')).toBe('admin');
  });

  it('recognises only the four known roles', () => {
    expect(['owner', 'member', 'viewer', 'contributor'].every(isKnownRole)).toBe(true);
    for (const value of ['Owner', 'admin', '', null, undefined, 'toString']) {
      expect(isKnownRole(value), String(value)).toBe(false);
    }
  });

  it('labels unknown and missing roles as unknown', () => {
    expect(roleLabelKey('viewer')).toBe('roles.viewer');
    expect(roleLabelKey('admin')).toBe('roles.unknown');
    expect(roleLabelKey(undefined)).toBe('roles.unknown');
  });

  it('lets only owners manage the household', () => {
    expect(canManageHousehold('owner')).toBe(true);
    for (const role of ['member', 'contributor', 'viewer', 'Owner', undefined]) {
      expect(canManageHousehold(role), String(role)).toBe(false);
    }
  });

  it('lets owners, members and contributors edit content, not viewers or strangers', () => {
    for (const role of ['owner', 'member', 'contributor']) expect(canEditHouseholdContent(role), role).toBe(true);
    for (const role of ['viewer', 'admin', null]) expect(canEditHouseholdContent(role), String(role)).toBe(false);
  });
});
