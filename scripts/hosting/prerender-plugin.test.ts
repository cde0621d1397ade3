import { describe, expect, it } from 'vitest';
import { firstPaintScript } from '../../src/app/prerender/first-paint-snapshot.ts';
import { languageOf, prerenderedDocument } from './prerender-plugin.ts';

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
