import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultDiscoveryFilters } from '@/domain/recipes/discovery-filters';
import { discoverySelectionKey, type DiscoveryPage as Page, type DiscoverySelection } from '@/domain/recipes/discovery-query';
import { DISCOVERY_PAGE_SIZE } from '@/domain/recipes/discovery-views';
import { recipeSchema } from '@/domain/recipes/recipe';
import { useDiscovery } from '../store/discovery';
import { DiscoveryPage } from './discovery-page';

// The discovery page pages on with 'Voir plus' and searches by name once the typing pauses.
// The store is stubbed at its boundary (its reads are store/discovery.test.ts's); Firestore
// answers in the rules and end-to-end suites.

// The load's failure is the data files': the REST read refuses, then the live query reports an error.
vi.mock('../data/rest', () => ({ fetchDiscoveryPage: async () => Promise.reject(new Error('unavailable')) }));
vi.mock('../data', () => ({
  watchDiscoveryPage: (_query: unknown, _onPage: unknown, onError: (error: unknown) => void) => {
    onError(new Error('permission-denied'));
    return () => undefined;
  },
}));

// The store's own watch, taken before the suite's set-up stubs it, for the test of a failed load.
const storeWatch = useDiscovery.getState().watch;

const recipe = (index: number, changes: Record<string, unknown> = {}) =>
  recipeSchema.parse({ id: `r${index}`, name: `Recette ${index}`, servings: 4, organizationId: 'org-2', createdBy: { id: 'user-2' }, isPublic: true, ...changes });
const page = (from: number, count: number, next: Page['next']): Page => ({ recipes: Array.from({ length: count }, (_, index) => recipe(from + index)), next });
const latest: DiscoverySelection = { view: 'latest', filters: defaultDiscoveryFilters, search: '' };

function renderDiscovery() {
  const router = createMemoryRouter([{ path: '/recipes', element: <DiscoveryPage /> }], { initialEntries: ['/recipes'] });
  return render(<RouterProvider router={router} />);
}

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DiscoveryPage', () => {
  it("asks for the next page of the list shown with 'Voir plus', shows it under the first, and offers no more once none is left", async () => {
    const key = discoverySelectionKey(latest);
    const asked: DiscoverySelection[] = [];
    useDiscovery.setState({
      lists: { [key]: { status: 'loaded', ...page(0, DISCOVERY_PAGE_SIZE, { value: 3, id: 'r19' }), pages: 1, more: 'idle' } },
      loadMore: async (selection) => {
        asked.push(selection);
        useDiscovery.setState({ lists: { [key]: { status: 'loaded', recipes: page(0, DISCOVERY_PAGE_SIZE + 5, null).recipes, next: null, pages: 2, more: 'idle' } } });
      },
    });
    renderDiscovery();
    expect(cards()).toHaveLength(DISCOVERY_PAGE_SIZE);

    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));

    expect(asked).toEqual([latest]);
    expect(await screen.findByRole('heading', { name: 'Recette 24' })).toBeInTheDocument();
    expect(cards()).toHaveLength(DISCOVERY_PAGE_SIZE + 5);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('says the next page failed and keeps the button to try again, and disables it while a page loads', () => {
    const key = discoverySelectionKey(latest);
    useDiscovery.setState({ lists: { [key]: { status: 'loaded', ...page(0, DISCOVERY_PAGE_SIZE, { value: 3, id: 'r19' }), pages: 1, more: 'failed' } } });
    renderDiscovery();
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur : Une erreur est survenue lors du chargement des recettes.');
    expect(screen.getByRole('button', { name: 'Voir plus' })).toBeEnabled();
    act(() => useDiscovery.setState({ lists: { [key]: { status: 'loaded', ...page(0, DISCOVERY_PAGE_SIZE, { value: 3, id: 'r19' }), pages: 1, more: 'loading' } } }));
    expect(screen.getByRole('button', { name: 'Voir plus' })).toBeDisabled();
    expect(cards()).toHaveLength(DISCOVERY_PAGE_SIZE);
  });

  it("shows the red 'Erreur : …' box when the list cannot load, and no empty state", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useDiscovery.setState({ watch: storeWatch });
    renderDiscovery();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur : Une erreur est survenue lors du chargement des recettes.');
    expect(screen.queryByText('Aucune recette disponible pour le moment.')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('searches by name once the typing pauses, and says when nothing matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const watched: DiscoverySelection[] = [];
    useDiscovery.setState({
      watch: (selection) => {
        watched.push(selection);
        return () => undefined;
      },
      lists: { [discoverySelectionKey({ ...latest, search: 'gratins' })]: { status: 'loaded', recipes: [], next: null, pages: 1, more: 'idle' } },
    });
    renderDiscovery();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une recette...' }), 'gratins');
    expect(watched.map(({ search }) => search)).toEqual(['']);
    await act(() => vi.advanceTimersByTimeAsync(300));

    expect(watched.map(({ search }) => search)).toEqual(['', 'gratins']);
    expect(screen.getByText('Aucune recette ne correspond aux filtres sélectionnés.')).toBeInTheDocument();
  });
});
