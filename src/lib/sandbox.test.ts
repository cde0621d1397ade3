import { describe, expect, it } from 'vitest';
import { isSandboxed } from './sandbox';

describe('isSandboxed', () => {
  it('is true inside an iframe, wherever the app is served', () => {
    expect(isSandboxed('nioo.app', true)).toBe(true);
  });

  it('is true on the editors’ preview hosts', () => {
    for (const host of ['abc--5173--1a2b.local-credentialless.webcontainer.io', 'nioo.stackblitz.io', 'x1y2.csb.app', 'nioo.codesandbox.io']) {
      expect(isSandboxed(host, false), host).toBe(true);
    }
  });

  it('is false for the app on its own, deployed or local', () => {
    for (const host of ['nioo.app', 'www.nioo.app', '127.0.0.1', 'localhost', 'webcontainer.io.example.com']) {
      expect(isSandboxed(host, false), host).toBe(false);
    }
  });
});
