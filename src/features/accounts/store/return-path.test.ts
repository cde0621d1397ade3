import { describe, expect, it } from 'vitest';
import { forgetReturnPath, isSafeReturnPath, readReturnPath, rememberReturnPath, RETURN_PATH_TTL_MS } from './return-path';

/** localStorage's behaviour, in memory: the unit suite runs in Node, without a browser. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const invite = '/organization/invite/invite-1';
const now = Date.UTC(2025, 0, 6, 9);

describe('return path', () => {
  it('is remembered, then read while fresh, until forgotten', () => {
    const storage = memoryStorage();
    rememberReturnPath(invite, storage, now);
    expect(readReturnPath(storage, now + RETURN_PATH_TTL_MS - 1)).toBe(invite);
    expect(readReturnPath(storage, now)).toBe(invite);
    forgetReturnPath(storage);
    expect(readReturnPath(storage, now)).toBeNull();
  });

  it('keeps its query string', () => {
    const storage = memoryStorage();
    rememberReturnPath('/organization/invite/i1?from=mail#top', storage, now);
    expect(readReturnPath(storage, now)).toBe('/organization/invite/i1?from=mail#top');
  });

  it('is nothing before anything was remembered', () => {
    expect(readReturnPath(memoryStorage(), now)).toBeNull();
  });

  it('expires after its time limit, and is then forgotten', () => {
    const storage = memoryStorage();
    rememberReturnPath(invite, storage, now);
    expect(readReturnPath(storage, now + RETURN_PATH_TTL_MS)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it.each(['https://evil.test/organization/invite/i1', '//evil.test/x', '/\\evil.test', '/\t/evil.test', '/\n/evil.test', 'organization/invite/i1', '', 'javascript:alert(1)'])(
    'never remembers %j, which could leave the origin',
    (path) => {
      const storage = memoryStorage();
      expect(isSafeReturnPath(path)).toBe(false);
      rememberReturnPath(path, storage, now);
      expect(storage.items.size).toBe(0);
    },
  );

  it.each([
    ['another site', JSON.stringify({ path: '//evil.test', expiresAt: now + 1_000 })],
    ['no time limit', JSON.stringify({ path: invite })],
    ['not JSON', '{'],
    ['not an entry', '"/recipes"'],
  ])('forgets a tampered entry (%s) instead of following it', (_case, stored) => {
    const storage = memoryStorage();
    storage.setItem('nioo.returnPath', stored);
    expect(readReturnPath(storage, now)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('does without storage where the browser refuses it', () => {
    expect(() => rememberReturnPath(invite, null, now)).not.toThrow();
    expect(readReturnPath(null, now)).toBeNull();
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => rememberReturnPath(invite, full, now)).not.toThrow();
  });
});
