import { act, screen, within } from '@testing-library/react';
import type { ShopperLine } from '@/domain/grocery/shopping-list';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import { useCupboard } from '@/features/cupboard';
import { useHousehold } from '@/features/household';
import { buildCustomItem } from '@/testing/grocery-lists';
import { seedRecipesById } from '@/testing/recipes';
import { renderApp } from '@/testing/render-app';
import { buildHousehold, signedInSession } from '@/testing/sessions';
import { crepes, smallList } from '@/testing/small-list-fixtures';
import { useGrocery } from '../store';

// The signed-in printable page (spec B §2, §9) over a seeded store: the list by aisle, the share
// header (share sheet or link, clipboard with its 2 seconds of feedback, print) and what it
// says without a list. Making the link is the store's work, stubbed here.

const token = 'Ab3dEf6hIjKlMnOpQrStUv';

/** The small list, with two sponges typed by hand and ticked. */
function buildList(): GroceryList {
  return smallList({ customItems: { c1: buildCustomItem({ quantity: 2, checked: true, createdAt: new Date(2026, 10, 20), standardIngredientId: null }) } });
}

function openPrintable({ list = buildList(), shareList = async () => token }: { list?: GroceryList | null; shareList?: () => Promise<string | null> } = {}) {
  const toggleLine = vi.fn(async (_line: ShopperLine) => undefined);
  const share = vi.fn(shareList);
  useGrocery.setState({ list, status: 'loaded', toggleLine, shareList: share });
  seedRecipesById([crepes]);
  const app = renderApp('/printable-grocery-list-v2', signedInSession());
  return { ...app, toggleLine, shareList: share };
}

const sharedLink = `${window.location.origin}/printable-grocery-list-v2/${token}`;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The clipboard user-event puts on navigator outlives a test, and so would a spy on it.
  vi.restoreAllMocks();
});

describe('printable grocery list page', () => {
  it('offers a viewer the link only once a writer has made one', async () => {
    openPrintable();
    act(() => useHousehold.setState({ roles: { [buildHousehold().id]: 'viewer' } }));
    expect(await screen.findByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Partager' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copier le lien' })).not.toBeInTheDocument();

    act(() => useGrocery.setState({ list: { ...buildList(), shareToken: token, shareExpiry: new Date(Date.now() + 86_400_000), isPublic: true } }));
    expect(screen.getByRole('button', { name: 'Partager' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
  });

  it('shows the list by aisle under its name, with a way back to the list', async () => {
    openPrintable();
    expect(await screen.findByRole('heading', { level: 1, name: 'Liste de courses du 23 novembre' })).toBeInTheDocument();
    expect(document.title).toBe('Liste de courses imprimable · Nioo');
    expect(screen.getByRole('link', { name: 'Retour à la liste de courses' })).toHaveAttribute('href', '/grocery-list-v2');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Autres', 'Produits laitiers', 'Épicerie salée']);
    const flour = within(screen.getByRole('region', { name: 'Épicerie salée' })).getByRole('checkbox', { name: 'Farine 250 g' });
    expect(flour).toHaveAccessibleDescription('Crêpes');
    expect(flour).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Éponges 2 pièces' })).toBeChecked();
  });

  it('prints what is left to buy once the cupboard is taken off, and nothing it covers whole', async () => {
    const ids: Record<string, string> = { Farine: 'farine-de-ble', Lait: 'lait' };
    const entry = (foodId: string, amounts: { mass?: number; volume?: number }) => ({ organizationId: 'org-1', foodId, mass: 0, volume: 0, count: 0, staple: false, updatedAt: null, ...amounts });
    useCupboard.setState({ status: 'loaded', entries: { 'farine-de-ble': entry('farine-de-ble', { mass: 100 }), lait: entry('lait', { volume: 1000 }) } });
    openPrintable();
    seedRecipesById([{ ...crepes, ingredients: crepes.ingredients.map((line) => ({ ...line, standardIngredientId: ids[line.name] ?? null })) }]);
    expect(await screen.findByRole('checkbox', { name: 'Farine 150 g' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Lait/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Autres', 'Épicerie salée']);
  });

  it('ticks a line through the store', async () => {
    const user = userEvent.setup();
    const { toggleLine } = openPrintable();
    await user.click(await screen.findByRole('checkbox', { name: 'Farine 250 g' }));
    expect(toggleLine).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ name: 'Farine', state: { kind: 'open' } }));
  });

  it("says 'Aucune liste de courses active' when the household has none, and offers nothing to share", async () => {
    openPrintable({ list: null });
    expect(await screen.findByText('Aucune liste de courses active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Partager' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shares the link through the device when it can', async () => {
    const share = vi.fn(async (_data: ShareData) => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const user = userEvent.setup();
    const { shareList } = openPrintable();
    await user.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(shareList).toHaveBeenCalledOnce();
    expect(share).toHaveBeenCalledExactlyOnceWith({ title: 'Liste de courses du 23 novembre', url: sharedLink });
    expect(screen.queryByRole('textbox', { name: 'Lien de partage' })).not.toBeInTheDocument();
  });

  it('leaves nothing on screen when the share sheet is closed', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const user = userEvent.setup();
    openPrintable();
    await user.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledOnce();
    expect(screen.queryByRole('textbox', { name: 'Lien de partage' })).not.toBeInTheDocument();
  });

  it('shows the link when the device cannot share', async () => {
    const user = userEvent.setup();
    openPrintable();
    await user.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(screen.getByRole('textbox', { name: 'Lien de partage' })).toHaveValue(sharedLink);
  });

  it("copies the link and says 'Lien copié !' for 2 seconds", async () => {
    let makeLink: (made: string) => void = () => undefined;
    const user = userEvent.setup();
    openPrintable({ shareList: () => new Promise<string>((resolve) => (makeLink = resolve)) });
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeDisabled();

    // From here on time passes only as the test moves it: user-event is done, its pauses with it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => makeLink(token));
    expect(write).toHaveBeenCalledExactlyOnceWith(sharedLink);
    expect(screen.getByText('Lien copié !')).toHaveAttribute('role', 'status');

    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByText('Lien copié !')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Lien copié !')).not.toBeInTheDocument();
  });

  it('shows the link to copy by hand when the clipboard refuses it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    openPrintable();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    expect(screen.queryByText('Lien copié !')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Lien de partage' })).toHaveValue(sharedLink);
  });

  it('copies nothing and shows the banner when the link cannot be made', async () => {
    const user = userEvent.setup();
    openPrintable({
      shareList: async () => {
        useGrocery.setState({ error: 'grocery.errors.share' });
        return null;
      },
    });
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du partage de la liste');
    expect(screen.queryByText('Lien copié !')).not.toBeInTheDocument();
    expect(write).not.toHaveBeenCalled();
  });

  it('prints with the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    openPrintable();
    await user.click(await screen.findByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('leaves the navigation, the buttons and the back link off the paper', async () => {
    openPrintable();
    const header = (await screen.findByRole('button', { name: 'Imprimer' })).closest('.print\\:hidden');
    expect(header).toContainElement(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(screen.getByRole('banner')).toHaveClass('print:hidden');
    expect(screen.getByTestId('bottom-bar')).toHaveClass('print:hidden');
    expect(screen.getByRole('link', { name: 'Retour à la liste de courses' })).toHaveClass('print:hidden');
  });

  it('waits for the list, and says so when it cannot be followed', async () => {
    useGrocery.setState({ status: 'loading' });
    renderApp('/printable-grocery-list-v2', signedInSession());
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
    act(() => useGrocery.setState({ status: 'failed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger la liste de courses');
  });
});
