import { describe, expect, it } from 'vitest';
import { fullMatch } from '../shared/full-match';
import { SHARE_TOKEN_PATTERN } from './share-fields';
import { SHARE_TOKEN_BYTES, shareTokenFromBytes } from './share-token';

// The platform's base64, made URL-safe and unpadded, as the reference.
const base64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('shareTokenFromBytes', () => {
  it('encodes bytes as unpadded URL-safe base64', () => {
    expect(shareTokenFromBytes(new Uint8Array([]))).toBe('');
    expect(shareTokenFromBytes(new Uint8Array([0xfb]))).toBe('-w');
    expect(shareTokenFromBytes(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(shareTokenFromBytes(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    for (let length = 1; length <= 40; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + length * 31) % 256);
      expect(shareTokenFromBytes(bytes)).toBe(base64Url(bytes));
    }
  });

  it('makes 22 characters of 128 random bits, which the rules take as a token', () => {
    const token = shareTokenFromBytes(crypto.getRandomValues(new Uint8Array(SHARE_TOKEN_BYTES)));
    expect(token).toHaveLength(22);
    expect(token).toMatch(fullMatch(SHARE_TOKEN_PATTERN));
  });
});
