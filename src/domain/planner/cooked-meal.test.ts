import { describe, expect, it } from 'vitest';
import { isCookable } from './cooked-meal';

const today = '2026-11-28';

describe('isCookable', () => {
  it('takes a meal of today or of a past day', () => {
    expect(isCookable({ date: today, isArchived: false }, today)).toBe(true);
    expect(isCookable({ date: '2026-11-20', isArchived: false }, today)).toBe(true);
  });

  it('refuses a meal still to come, an unplanned one and an archived one', () => {
    expect(isCookable({ date: '2026-11-29', isArchived: false }, today)).toBe(false);
    expect(isCookable({ date: '', isArchived: false }, today)).toBe(false);
    expect(isCookable({ date: today, isArchived: true }, today)).toBe(false);
  });
});
