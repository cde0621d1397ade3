import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { groceryCategoryColors } from '@/domain/grocery/categories';
import { sharedLineColumns, type SharedLine } from '@/domain/grocery/shared-line-columns';
import { sharedGroceryListSchema, type SharedGroceryList } from '@/domain/grocery/shared-list';
import { renderApp } from '@/testing/render-app';

// The page behind a share link (spec B §2, §4, §6), over a stubbed data file: what it says for
// each kind of missing list, the list by aisle, and a visitor's ticks, shown at once and taken
// back when the service refuses them. The document's rules are proven against the emulator, the
// service's ticks in tests/api/shared-list-ticks.test.ts.

// The setup file already loaded the app, this data file included: forget those modules so this
// file's imports load again, over the stub (Vitest's way to mock what a setup file imports). The
// stores loaded again are not the ones the setup file keeps offline, so the page is opened by a
// visitor, whose shell follows no household.
const data = vi.hoisted(() => {
  vi.resetModules();
  return { watchSharedList: vi.fn(), tickSharedLine: vi.fn() };
});
vi.mock('../data/shared-list', () => data);

const token = 'Ab3dEf6hIjKlMnOpQrStUv';

const sampleLines: Record<string, SharedLine> = {
  'name:farine:mass': { name: 'Farine', quantity: 1.6, unit: 'kilogram', category: 'savoryGrocery', recipeNames: ['Crêpes', 'Quiche'], checked: false },
  'name:œufs:count': { name: 'Œufs', quantity: 7, unit: 'piece', category: 'dairy', recipeNames: ['Crêpes', 'Quiche', 'Far', 'Clafoutis'], checked: false },
  'name:lait:volume': { name: 'Lait', quantity: 0.5, unit: 'liter', category: 'dairy', recipeNames: ['Crêpes'], checked: true },
  'name:éponges:count': { name: 'Éponges', quantity: 2, unit: 'piece', category: 'other', recipeNames: [], checked: false },
  'name:sel:none': { name: 'Sel', quantity: 0, unit: null, category: 'condiments', recipeNames: [], checked: false },
};

/** The view as the page reads it from sharedGroceryLists/{token}; `lines` replaces its lines. */
function buildShared({ lines = sampleLines, ...overrides }: { lines?: Record<string, SharedLine> } & Record<string, unknown> = {}): SharedGroceryList {
  return sharedGroceryListSchema.parse({
    id: token,
    name: 'Liste de courses du 23 novembre',
    status: 'active',
    expiresAt: new Date(Date.now() + 86_400_000),
    lines: sharedLineColumns(lines),
    ...overrides,
  });
}

function withFlourTicked(list: SharedGroceryList): SharedGroceryList {
  const flour = list.lines['name:farine:mass'];
  if (!flour) throw new Error('The sample list has flour');
  return { ...list, lines: { ...list.lines, 'name:farine:mass': { ...flour, checked: true } } };
}

interface Listener {
  onChange: (list: SharedGroceryList | null) => void;
  onError: (reason: 'expired' | 'failed') => void;
}

/** Opens the page with the listener held by the test, which answers as the database would. */
function openShared(path = `/printable-grocery-list-v2/${token}`) {
  const listener: Partial<Listener> = {};
  const stop = vi.fn();
  data.watchSharedList.mockImplementation((_token: string, onChange: Listener['onChange'], onError: Listener['onError']) => {
    Object.assign(listener, { onChange, onError });
    return stop;
  });
  const app = renderApp(path);
  const answer = (list: SharedGroceryList | null) => act(() => listener.onChange?.(list));
  const fail = (reason: 'expired' | 'failed') => act(() => listener.onError?.(reason));
  return { ...app, answer, fail, stop, user: userEvent.setup() };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  data.watchSharedList.mockReset();
  data.tickSharedLine.mockReset();
});

describe('shared grocery list page', () => {
  it('waits for the list, then shows its name and its lines by aisle in the spec\'s order and colours', async () => {
    const { answer } = openShared();
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
    expect(data.watchSharedList).toHaveBeenCalledWith(token, expect.any(Function), expect.any(Function));
    answer(buildShared());

    expect(screen.getByRole('heading', { level: 1, name: 'Liste de courses du 23 novembre' })).toBeInTheDocument();
    expect(document.title).toBe('Liste de courses partagée · Nioo');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Autres',
      'Produits laitiers',
      'Épicerie salée',
      'Condiments et sauces',
    ]);
    expect(screen.getByRole('region', { name: 'Produits laitiers' })).toHaveStyle({ borderLeftColor: groceryCategoryColors.dairy });
  });

  it('names each box by its item and quantity in French digits, and describes it by its recipes', async () => {
    const { answer } = openShared();
    answer(buildShared());
    expect(section('Épicerie salée').getByRole('checkbox', { name: 'Farine 1,6 kg' })).toHaveAccessibleDescription('Crêpes et Quiche');
    // Two recipe names, then how many more (spec B §5); lines by name within their aisle.
    const dairy = section('Produits laitiers').getAllByRole('checkbox');
    expect(dairy).toHaveLength(2);
    expect(dairy[0]).toHaveAccessibleName('Lait 0,5 l');
    expect(dairy[0]).toBeChecked();
    expect(dairy[1]).toHaveAccessibleName('Œufs 7 pc');
    expect(dairy[1]).toHaveAccessibleDescription('Crêpes, Quiche et 2 autres');
    expect(section('Autres').getByRole('checkbox', { name: 'Éponges 2 pc' })).not.toHaveAccessibleDescription();
    // A line without a quantity (to taste) shows none.
    expect(section('Condiments et sauces').getByRole('checkbox', { name: 'Sel' })).toBeInTheDocument();
  });

  it('opens for a signed-out visitor and shows nothing of the household\'s own pages', async () => {
    const { answer } = openShared();
    answer(buildShared());
    const topBar = within(screen.getByRole('banner'));
    expect(topBar.getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Partager' })).not.toBeInTheDocument();
  });

  it('says \'Liste introuvable\' when no list has this token, with a way home', async () => {
    const { answer } = openShared();
    answer(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Liste introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l\'accueil' })).toHaveAttribute('href', '/');
  });

  it('never reads an address that cannot be a token, but reads the shorter tokens older lists handed out', async () => {
    openShared('/printable-grocery-list-v2/short');
    expect(await screen.findByRole('heading', { level: 1, name: 'Liste introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l\'accueil' })).toBeInTheDocument();
    expect(data.watchSharedList).not.toHaveBeenCalled();
  });

  it('reads a legacy list\'s shorter token', () => {
    openShared('/printable-grocery-list-v2/k3x9q2m7w1z8');
    expect(data.watchSharedList).toHaveBeenCalledWith('k3x9q2m7w1z8', expect.any(Function), expect.any(Function));
  });

  it('says \'La liste a été archivée\' for an archived list', async () => {
    const { answer } = openShared();
    answer(buildShared({ status: 'archived' }));
    expect(screen.getByRole('heading', { level: 1, name: 'La liste a été archivée' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l\'accueil' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says the link expired when the rules refuse it', async () => {
    const { fail } = openShared();
    fail('expired');
    expect(screen.getByRole('heading', { level: 1, name: 'Ce lien de partage a expiré.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l\'accueil' })).toBeInTheDocument();
  });

  it('says the link expired when a copy of a list past its expiry still answers', async () => {
    const { answer } = openShared();
    answer(buildShared({ expiresAt: new Date(Date.now() - 1000) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Ce lien de partage a expiré.' })).toBeInTheDocument();
  });

  it('says \'Erreur lors du chargement de la liste\' when the read fails otherwise', async () => {
    const { fail } = openShared();
    fail('failed');
    expect(screen.getByRole('heading', { level: 1, name: 'Erreur lors du chargement de la liste' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l\'accueil' })).toBeInTheDocument();
  });

  it('says so when the list holds no line', async () => {
    const { answer } = openShared();
    answer(buildShared({ lines: {} }));
    expect(screen.getByText('Cette liste est vide.')).toBeInTheDocument();
  });

  it('follows the list live: a tick or an archive by the household shows at once', async () => {
    const { answer } = openShared();
    answer(buildShared());
    const flour = section('Épicerie salée').getByRole('checkbox', { name: 'Farine 1,6 kg' });
    expect(flour).not.toBeChecked();
    answer(withFlourTicked(buildShared()));
    expect(section('Épicerie salée').getByRole('checkbox', { name: 'Farine 1,6 kg' })).toBeChecked();
    expect(screen.getByText('Farine')).toHaveClass('line-through');
    answer(buildShared({ status: 'archived' }));
    expect(screen.getByRole('heading', { level: 1, name: 'La liste a été archivée' })).toBeInTheDocument();
  });

  it('ticks a line at once, asks the service with the token, and shows it until the view holds it', async () => {
    const { answer, user } = openShared();
    answer(buildShared());
    let settle: (outcome: { ok: true }) => void = () => undefined;
    data.tickSharedLine.mockImplementation(() => new Promise((resolve) => (settle = resolve)));

    await user.click(screen.getByText('Farine'));
    expect(data.tickSharedLine).toHaveBeenCalledWith(token, 'name:farine:mass', true);
    // Shown before the service answers, and after, while the view has not caught up.
    expect(screen.getByRole('checkbox', { name: 'Farine 1,6 kg' })).toBeChecked();
    await act(async () => settle({ ok: true }));
    answer(buildShared({ name: 'Renommée' }));
    expect(screen.getByRole('checkbox', { name: 'Farine 1,6 kg' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The view brings the tick: from then on it is the view's, which the household may change.
    answer(withFlourTicked(buildShared()));
    expect(screen.getByRole('checkbox', { name: 'Farine 1,6 kg' })).toBeChecked();
    answer(buildShared());
    expect(screen.getByRole('checkbox', { name: 'Farine 1,6 kg' })).not.toBeChecked();
  });

  it('unticks a ticked line', async () => {
    const { answer, user } = openShared();
    answer(buildShared());
    data.tickSharedLine.mockResolvedValue({ ok: true });
    await user.click(screen.getByRole('checkbox', { name: 'Lait 0,5 l' }));
    expect(data.tickSharedLine).toHaveBeenCalledWith(token, 'name:lait:volume', false);
    expect(screen.getByRole('checkbox', { name: 'Lait 0,5 l' })).not.toBeChecked();
  });

  it('takes a refused tick back and says so, in a message that can be dismissed', async () => {
    const { answer, user } = openShared();
    answer(buildShared());
    let refuse: (outcome: { ok: false; error: string }) => void = () => undefined;
    data.tickSharedLine.mockImplementation(() => new Promise((resolve) => (refuse = resolve)));

    await user.click(screen.getByRole('checkbox', { name: 'Éponges 2 pc' }));
    expect(screen.getByRole('checkbox', { name: 'Éponges 2 pc' })).toBeChecked();
    await act(async () => refuse({ ok: false, error: 'sharedList.tickFailed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour des articles');
    expect(screen.getByRole('checkbox', { name: 'Éponges 2 pc' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says why the service refused a tick, in its words: the household archived the list meanwhile", async () => {
    const { answer, user } = openShared();
    answer(buildShared());
    data.tickSharedLine.mockResolvedValue({ ok: false, error: 'sharedList.archived' });
    await user.click(screen.getByRole('checkbox', { name: 'Éponges 2 pc' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La liste a été archivée');
    expect(screen.getByRole('checkbox', { name: 'Éponges 2 pc' })).not.toBeChecked();
  });

  it('stops listening when the page goes', async () => {
    const { answer, stop, unmount } = openShared();
    answer(buildShared());
    expect(stop).not.toHaveBeenCalled();
    unmount();
    expect(stop).toHaveBeenCalledOnce();
  });
});
