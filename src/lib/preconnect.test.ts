// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { preconnect } from './preconnect';

afterEach(() => document.head.replaceChildren());

it('adds a preconnect for each server, of the kind its requests use: anonymous unless sent with credentials', () => {
  preconnect([
    { origin: 'https://identitytoolkit.googleapis.com', credentials: false },
    { origin: 'https://firestore.googleapis.com', credentials: true },
  ]);
  const links = [...document.head.querySelectorAll('link')];
  expect(links.map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual([
    ['preconnect', 'https://identitytoolkit.googleapis.com', 'anonymous'],
    ['preconnect', 'https://firestore.googleapis.com', null],
  ]);
});
