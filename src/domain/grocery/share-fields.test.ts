import { describe, expect, it } from 'vitest';
import { hasLiveShareToken, isShareLinkOpen, shareExpiryFrom, shareFieldsSchema } from './share-fields';

const now = new Date(2024, 2, 1, 12);
const shared = shareFieldsSchema.parse({ shareToken: 'tok', shareExpiry: shareExpiryFrom(now), isPublic: true });

describe('share fields', () => {
  it('reads an unshared list as having no token', () => {
    expect(shareFieldsSchema.parse({})).toEqual({ shareToken: null, shareExpiry: null, isPublic: false });
    expect(shareFieldsSchema.parse({ shareToken: '' }).shareToken).toBeNull();
  });

  it('expires links 30 days of 24 hours after sharing, whatever the time zone does meanwhile', () => {
    expect(shareExpiryFrom(now).getTime() - now.getTime()).toBe(30 * 24 * 3600 * 1000);
    expect(shareExpiryFrom(now, 7).getTime() - now.getTime()).toBe(7 * 24 * 3600 * 1000);
    // Across the change to winter time (27 October 2024 in Paris), not 30 days and an hour.
    const autumn = new Date('2024-10-20T10:00:00Z');
    expect(shareExpiryFrom(autumn)).toEqual(new Date('2024-11-19T10:00:00Z'));
  });

  it('opens a public list to the holder of its token until expiry', () => {
    expect(isShareLinkOpen(shared, 'tok', now)).toBe(true);
    expect(isShareLinkOpen(shared, 'tok', new Date(now.getTime() + 30 * 24 * 3600 * 1000 - 1))).toBe(true);
  });

  it('stays closed for a wrong or empty token, a private list or an expired link', () => {
    expect(isShareLinkOpen(shared, 'other', now)).toBe(false);
    expect(isShareLinkOpen({ ...shared, shareToken: null }, '', now)).toBe(false);
    expect(isShareLinkOpen({ ...shared, isPublic: false }, 'tok', now)).toBe(false);
    expect(isShareLinkOpen(shared, 'tok', shareExpiryFrom(now))).toBe(false);
    expect(isShareLinkOpen({ ...shared, shareExpiry: null }, 'tok', now)).toBe(false);
  });

  it('reuses a token only while it is unexpired', () => {
    expect(hasLiveShareToken(shared, now)).toBe(true);
    expect(hasLiveShareToken(shared, new Date(2024, 3, 1))).toBe(false);
    expect(hasLiveShareToken({ shareToken: null, shareExpiry: shared.shareExpiry }, now)).toBe(false);
  });
});
