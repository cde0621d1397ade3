import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { firstPaintScript } from '../../src/app/prerender/first-paint-snapshot.ts';
import { languageOf, prerenderedDocument } from '../../server/pages/prerendered-document.ts';

const template = `<!doctype html>
<html lang="fr">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="modulepreload" crossorigin href="/assets/router-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('languageOf', () => {
  it('renders in English only for a browser that prefers it, as the app detects it', () => {
    expect(languageOf('en-GB,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(languageOf('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageOf('de-DE')).toBe('fr');
    expect(languageOf(undefined)).toBe('fr');
  });
});

describe('prerenderedDocument', () => {
  const page = { html: '<main>Dernières recettes</main>', snapshotScript: firstPaintScript({ language: 'en', answers: {} }) };
  const document = prerenderedDocument(template, page, 'en');

  it("puts the page's markup in #root and its snapshot after it", () => {
    expect(document).toContain('<div id="root"><main>Dernières recettes</main></div><script type="application/json" id="first-paint">');
  });

  it("sets the page's language", () => {
    expect(document).toContain('<html lang="en">');
  });

  it('drops the module preloads, so the pictures take the network first, and keeps the entry and the styles', () => {
    expect(document).not.toContain('modulepreload');
    expect(document).toContain('src="/assets/index-a.js"');
    expect(document).toContain('href="/assets/index-d.css"');
  });
});

describe('firstPaintScript', () => {
  it('escapes every < so no value can close the script', () => {
    const script = firstPaintScript({ language: 'fr', answers: { key: { status: 200, body: '</script><script>alert(1)</script>' } } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, script.lastIndexOf('<')))).toMatchObject({ answers: { key: { body: '</script><script>alert(1)</script>' } } });
  });
});

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

describe('a public page whose recipe names are hostile', () => {
  // Names anyone may give a public recipe: replacement patterns, markup that would close the
  // snapshot or open a comment, a JavaScript line end, and a long run of quotes.
  const hostileNames = [
    'Tarte $& fine',
    'Tarte $` fine',
    "Tarte $' fine",
    'Gratin $$ $1 $<name>',
    'Soupe </script><script>alert(1)</script>',
    'Crème <!-- brûlée',
    'Pain\u2028perdu\u2029',
    `"'`.repeat(60),
  ];

  /** The page as the renderer makes it: the name in React's markup and in the page's reads. */
  function pageFor(name: string): string {
    const html = renderToStaticMarkup(createElement('main', null, createElement('h1', null, name)));
    const snapshotScript = firstPaintScript({ language: 'fr', answers: { recipe: { status: 200, body: { name } } } });
    return prerenderedDocument(template, { html, snapshotScript }, 'fr');
  }

  function elements(node: ParentNode): Element[] {
    return node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : []));
  }

  function textOf(node: ParentNode): string {
    return node.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : 'childNodes' in child ? textOf(child) : '')).join('');
  }

  it.each(hostileNames)('%j comes out intact: the template whole, the name in the markup and in the reads', (name) => {
    const document = parse(pageFor(name));
    const all = elements(document);
    const byId = (id: string) => all.filter((element) => element.attrs.some((attr) => attr.name === 'id' && attr.value === id));

    expect(all.filter((element) => element.tagName === 'html')).toHaveLength(1);
    expect(all.filter((element) => element.tagName === 'script').map((script) => script.attrs.find((attr) => attr.name === 'type')?.value)).toEqual(['module', 'application/json']);
    expect(all.filter((element) => element.tagName === 'link').map((link) => link.attrs.find((attr) => attr.name === 'rel')?.value)).toEqual(['stylesheet']);

    const [root] = byId('root');
    const [heading] = all.filter((element) => element.tagName === 'h1');
    expect(root?.childNodes).toHaveLength(1);
    expect(heading && textOf(heading)).toBe(name);

    const [snapshot] = byId('first-paint');
    expect(snapshot && JSON.parse(textOf(snapshot))).toEqual({ language: 'fr', answers: { recipe: { status: 200, body: { name } } } });
  });
});
