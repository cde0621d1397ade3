import { describe, expect, it } from 'vitest';
import { cachedPages } from './page-cache.ts';
import type { PageLanguage, RenderedPage } from './prerendered-document.ts';

/** A renderer whose renders the test settles itself, one by one. */
function heldRenderer() {
  const calls: { url: string; language: PageLanguage; settle: (page: RenderedPage | null) => void; fail: (error: Error) => void }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const render = (url: URL, language: PageLanguage) =>
    new Promise<RenderedPage | null>((resolve, reject) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      const done = () => (running -= 1);
      calls.push({ url: url.pathname + url.search, language, settle: (page) => (done(), resolve(page)), fail: (error) => (done(), reject(error)) });
    });
  return { render, calls, mostAtOnce: () => mostAtOnce };
}

const page = (html: string): RenderedPage => ({ html, snapshotScript: '' });
const at = (path: string) => new URL(path, 'https://nioo.test');
const settledTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('cachedPages', () => {
  it('renders a page once for every visitor within its lifetime, and again after it', async () => {
    const renderer = heldRenderer();
    let clock = 0;
    const pages = cachedPages({ render: renderer.render, ttlMs: 30_000, now: () => clock });

    const first = pages(at('/recipes'), 'fr');
    const meanwhile = pages(at('/recipes'), 'fr');
    await settledTurn();
    renderer.calls[0]?.settle(page('catalogue'));
    expect(await first).toEqual(page('catalogue'));
    expect(await meanwhile).toEqual(page('catalogue'));

    clock = 29_999;
    expect(await pages(at('/recipes'), 'fr')).toEqual(page('catalogue'));
    expect(renderer.calls).toHaveLength(1);

    clock = 30_000;
    const later = pages(at('/recipes'), 'fr');
    await settledTurn();
    renderer.calls[1]?.settle(page('catalogue without the recipe turned private'));
    expect(await later).toEqual(page('catalogue without the recipe turned private'));
  });

  it('keeps each address, query and language apart', async () => {
    const renderer = heldRenderer();
    const pages = cachedPages({ render: renderer.render });
    const asked = [pages(at('/recette/tarte'), 'fr'), pages(at('/recette/tarte?portions=7'), 'fr'), pages(at('/recette/tarte'), 'en')];
    for (let index = 0; index < asked.length; index += 1) {
      await settledTurn();
      renderer.calls[index]?.settle(page(`render ${index}`));
    }
    expect(await Promise.all(asked)).toEqual([page('render 0'), page('render 1'), page('render 2')]);
    expect(renderer.calls.map(({ url, language }) => `${language} ${url}`)).toEqual(['fr /recette/tarte', 'fr /recette/tarte?portions=7', 'en /recette/tarte']);
  });

  it('never runs two renders at once: the renderer keeps its page in the process', async () => {
    const renderer = heldRenderer();
    const pages = cachedPages({ render: renderer.render });
    const asked = ['/recette/a', '/recette/b', '/recette/c'].map((path) => pages(at(path), 'fr'));
    for (let index = 0; index < 3; index += 1) {
      await settledTurn();
      expect(renderer.calls).toHaveLength(index + 1);
      renderer.calls[index]?.settle(page(String(index)));
    }
    await Promise.all(asked);
    expect(renderer.mostAtOnce()).toBe(1);
  });

  it('keeps neither a page that was not rendered nor a failure, and a failure does not stop the next render', async () => {
    const renderer = heldRenderer();
    const pages = cachedPages({ render: renderer.render });
    const missing = pages(at('/recette/private'), 'fr');
    const failing = pages(at('/recipes'), 'fr');
    await settledTurn();
    renderer.calls[0]?.settle(null);
    expect(await missing).toBeNull();
    await settledTurn();
    renderer.calls[1]?.fail(new Error('Firestore unreachable'));
    await expect(failing).rejects.toThrow('Firestore unreachable');

    const again = pages(at('/recipes'), 'fr');
    await settledTurn();
    renderer.calls[2]?.settle(page('catalogue'));
    expect(await again).toEqual(page('catalogue'));
    expect(renderer.calls).toHaveLength(3);
  });

  it('forgets the oldest page past its size', async () => {
    let renders = 0;
    const pages = cachedPages({ render: async () => page(String((renders += 1))), maxEntries: 2 });
    for (const path of ['/recette/a', '/recette/b', '/recette/c']) await pages(at(path), 'fr');
    expect(await pages(at('/recette/c'), 'fr')).toEqual(page('3'));
    expect(await pages(at('/recette/a'), 'fr')).toEqual(page('4'));
  });
});
