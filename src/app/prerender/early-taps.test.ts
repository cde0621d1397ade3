// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstEarlyTap, holdEarlyTaps, releaseEarlyTaps } from './early-taps';

// A prerendered page's buttons before React holds it: what main.tsx and boot.tsx do around hydration.

afterEach(() => {
  releaseEarlyTaps();
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <form action="/recipes"><input name="q" /><button id="search">Chercher</button></form>
    <button id="create"><span>Créer</span></button>
    <a id="link" href="#catalogue">Catalogue</a>`;
  const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return { search: element<HTMLButtonElement>('search'), create: element<HTMLButtonElement>('create'), link: element<HTMLAnchorElement>('link') };
}

describe('taps before the app holds the page', () => {
  it('keeps the last button tapped and taps it again once released, the app then listening', async () => {
    const { create, search } = page();
    holdEarlyTaps();
    search.click();
    create.querySelector('span')?.click();
    await expect(firstEarlyTap).resolves.toBeUndefined();

    const handled = vi.fn();
    document.addEventListener('click', (event) => handled((event.target as Element).id), { once: true });
    releaseEarlyTaps();
    expect(handled).toHaveBeenCalledWith('create');
  });

  it('keeps a submit button from sending its form the old way', () => {
    const { search } = page();
    holdEarlyTaps();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    search.form?.addEventListener('submit', submitted);
    search.click();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('leaves links to the browser, and taps nothing again once released', () => {
    const { link } = page();
    holdEarlyTaps();
    const followed = vi.fn((event: MouseEvent) => event.defaultPrevented);
    link.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveReturnedWith(false);
    releaseEarlyTaps();

    const handled = vi.fn();
    document.addEventListener('click', handled, { once: true });
    releaseEarlyTaps();
    expect(handled).not.toHaveBeenCalled();
  });

  it('lets every tap through once released', () => {
    const { create } = page();
    holdEarlyTaps();
    releaseEarlyTaps();
    const handled = vi.fn((event: MouseEvent) => event.defaultPrevented);
    create.addEventListener('click', handled);
    create.click();
    expect(handled).toHaveReturnedWith(false);
  });
});
