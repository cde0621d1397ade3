import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PutAway } from '@/domain/cupboard/put-away';
import type { PantryEntry } from '@/domain/cupboard/pantry-entry';
import type { GroceryList } from '@/domain/grocery/grocery-list';
import type { Recipe } from '@/domain/recipes/recipe';
import { standardIngredientSchema } from '@/domain/recipes/standard-ingredient';
import { useCupboard } from '@/features/cupboard';
import { useIngredientCatalogue } from '@/features/recipes';
import { buildList, crepes, openList, quiche } from '@/testing/list-page-fixtures';
import { usePutAway } from '../store/put-away';

// The list page with the household's cupboard: the aisles show what is left to buy, what the
// cupboard covers whole sits collapsed in 'Déjà au placard', the 'Recettes' tab keeps the full
// amounts; 'Ranger les articles cochés' and archiving hand the ticked lines to the store's
// actions (stubbed here, tested in put-away-store.test.ts).

const catalogue = [
  standardIngredientSchema.parse({ id: 'farine-de-ble', name: 'Farine', language: 'fr', category: 'savoryGrocery', buyingUnit: 'weight' }),
  standardIngredientSchema.parse({ id: 'oeuf', name: 'Œufs', language: 'fr', category: 'dairy', buyingUnit: 'piece' }),
  standardIngredientSchema.parse({ id: 'lait', name: 'Lait', language: 'fr', category: 'dairy', buyingUnit: 'volume' }),
];
const linkedIds: Record<string, string> = { Farine: 'farine-de-ble', farine: 'farine-de-ble', Œufs: 'oeuf', Lait: 'lait' };
const linked = (recipe: Recipe): Recipe => ({ ...recipe, ingredients: recipe.ingredients.map((line) => ({ ...line, standardIngredientId: linkedIds[line.name] ?? null })) });

const entry = (foodId: string, amounts: Partial<Pick<PantryEntry, 'mass' | 'volume' | 'count'>>): PantryEntry => ({ organizationId: 'org-1', foodId, mass: 0, volume: 0, count: 0, staple: false, updatedAt: null, ...amounts });

/** The page's household (1,6 kg of flour, 7 eggs, 50 cl of milk to buy) with 1,35 kg of flour, 12 eggs and a litre of milk at home. */
function openStockedList(list: GroceryList = buildList()) {
  useIngredientCatalogue.setState({ byId: new Map(catalogue.map((food) => [food.id, food])), ingredients: catalogue });
  useCupboard.setState({ status: 'loaded', entries: { 'farine-de-ble': entry('farine-de-ble', { mass: 1350 }), oeuf: entry('oeuf', { count: 12 }), lait: entry('lait', { volume: 1000 }) } });
  const putAwayTicked = vi.fn(async (_putAway: PutAway) => 2);
  const putAwayAndArchive = vi.fn(async (_putAway: PutAway) => undefined);
  usePutAway.setState({ putAwayTicked, putAwayAndArchive });
  return { ...openList({ list, recipes: [linked(crepes), linked(quiche)] }), putAwayTicked, putAwayAndArchive };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('grocery list page: the cupboard', () => {
  it('lists what is left to buy, and what the cupboard covers collapsed last with its count and amounts', async () => {
    openStockedList();
    expect(await section('Épicerie salée').findByRole('checkbox', { name: 'Farine' })).toHaveAccessibleDescription('250 g Crêpes et Quiche');
    expect(screen.queryByRole('region', { name: 'Produits laitiers' })).not.toBeInTheDocument();
    const summary = screen.getByText('Déjà au placard (2)');
    const group = summary.closest('details');
    expect(group).not.toHaveAttribute('open');
    expect(group?.parentElement?.lastElementChild).toBe(group);
    const covered = within(group as HTMLElement);
    expect(covered.getByText('Lait').nextSibling).toHaveTextContent('50 cl au placard');
    expect(covered.getByText('Œufs').nextSibling).toHaveTextContent('7 pièces au placard');
    // Nothing to tick there: nothing is to buy.
    expect(covered.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("shows no line until the cupboard has answered, then only what it does not cover", async () => {
    openStockedList();
    act(() => useCupboard.setState({ status: 'loading', entries: {} }));
    expect(screen.queryByRole('checkbox', { name: 'Farine' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Lait' })).not.toBeInTheDocument();
    act(() => useCupboard.setState({ status: 'loaded', entries: { 'farine-de-ble': entry('farine-de-ble', { mass: 1350 }), lait: entry('lait', { volume: 1000 }) } }));
    expect(await section('Épicerie salée').findByRole('checkbox', { name: 'Farine' })).toHaveAccessibleDescription('250 g Crêpes et Quiche');
    expect(screen.queryByRole('checkbox', { name: 'Lait' })).not.toBeInTheDocument();
  });

  it('keeps the full amounts on the Recettes tab', async () => {
    const { user } = openStockedList();
    await user.click(await screen.findByRole('tab', { name: 'Recettes' }));
    expect(section('Crêpes').getByRole('checkbox', { name: 'Farine' })).toHaveAccessibleDescription('600 g');
    expect(section('Crêpes').getByRole('checkbox', { name: 'Lait' })).toHaveAccessibleDescription('50 cl');
    expect(section('Quiche').getByRole('checkbox', { name: 'Œufs' })).toHaveAccessibleDescription('3 pièces');
  });

  it("puts the ticked catalogue foods away in one tap and says how many went, the sponges' tick left alone", async () => {
    const { user, putAwayTicked } = openStockedList(buildList({ checkedItems: { 'food:farine-de-ble': { covered: { mass: 250 } } } }));
    await user.click(await screen.findByRole('button', { name: 'Ranger les articles cochés' }));
    expect(putAwayTicked).toHaveBeenCalledOnce();
    const [{ changes, lines }] = putAwayTicked.mock.calls[0] as [PutAway];
    expect(changes).toEqual([{ foodId: 'farine-de-ble', amounts: { mass: 250, volume: 0, count: 0 } }]);
    expect(lines.map((line) => line.name)).toEqual(['Farine']);
    expect(await screen.findByRole('status')).toHaveTextContent('2 articles rangés au placard');
  });

  it('offers nothing to put away while only a custom item is ticked', async () => {
    openStockedList();
    expect(await screen.findByRole('checkbox', { name: 'Éponges' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Ranger les articles cochés' })).not.toBeInTheDocument();
  });

  it('archives with the ticked items put away first, unless the user unticks the choice', async () => {
    const { user, archiveList, putAwayAndArchive } = openStockedList(buildList({ checkedItems: { 'food:farine-de-ble': { covered: { mass: 250 } } } }));
    await user.click(await screen.findByRole('button', { name: 'Archiver la liste' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Archiver la liste de courses ?' }));
    expect(dialog.getByRole('checkbox', { name: "Ranger d'abord les articles cochés au placard" })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Oui, archiver' }));
    expect(putAwayAndArchive.mock.calls[0]?.[0].changes).toEqual([{ foodId: 'farine-de-ble', amounts: { mass: 250, volume: 0, count: 0 } }]);
    expect(archiveList).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Archiver la liste' }));
    dialog = within(screen.getByRole('dialog', { name: 'Archiver la liste de courses ?' }));
    await user.click(dialog.getByRole('checkbox', { name: "Ranger d'abord les articles cochés au placard" }));
    await user.click(dialog.getByRole('button', { name: 'Oui, archiver' }));
    expect(archiveList).toHaveBeenCalledOnce();
    expect(putAwayAndArchive).toHaveBeenCalledOnce();
  });
});
