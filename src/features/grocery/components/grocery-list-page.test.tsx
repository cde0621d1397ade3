import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Recipe } from '@/domain/recipes/recipe';
import { standardIngredientSchema } from '@/domain/recipes/standard-ingredient';
import { useIngredientCatalogue, useRecipes } from '@/features/recipes';
import { buildList, crepes, customItem, openList, quiche } from '@/testing/list-page-fixtures';
import { useGrocery } from '../store';

// The list page over seeded stores: lines merged and grouped as the spec shows them, the two
// tabs, ticking, and what it says when there is no list, nothing in it, or data it cannot read.
// The store's own work (following the list, reading recipes, the tick writes) is tested apart.

const section = (name: string) => within(screen.getByRole('region', { name }));
const sectionNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('grocery list page', () => {
  it('shows the list under its title, by aisle in the spec\'s order', async () => {
    openList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Liste de courses' })).toBeInTheDocument();
    expect(document.title).toBe('Liste de courses · Nioo');
    expect(screen.getByText('Liste de courses du 23 novembre')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Catégories' })).toHaveAttribute('aria-selected', 'true');
    expect(sectionNames()).toEqual(['Autres', 'Fruits et légumes', 'Charcuterie et traiteur', 'Produits laitiers', 'Épicerie salée']);
    expect(section('Produits laitiers').getAllByRole('checkbox')).toHaveLength(2);
  });

  it('merges a line across recipes and units: 600 g and 1 kg of flour make 1,6 kg', async () => {
    openList();
    const aisle = section('Épicerie salée');
    expect(await aisle.findAllByRole('checkbox')).toHaveLength(1);
    const flour = aisle.getByRole('checkbox', { name: 'Farine' });
    expect(flour).toHaveAccessibleDescription('1,6 kg Crêpes et Quiche');
    expect(flour).not.toBeChecked();
    expect(section('Produits laitiers').getByRole('checkbox', { name: 'Œufs' })).toHaveAccessibleDescription('7 pièces Crêpes et Quiche');
    expect(section('Produits laitiers').getByRole('checkbox', { name: 'Lait' })).toHaveAccessibleDescription('50 cl Crêpes');
    // A custom item comes from no recipe: no summary.
    expect(section('Fruits et légumes').getByRole('checkbox', { name: 'Pommes' })).toHaveAccessibleDescription('6 pièces');
  });

  it('names and files a line merged on a catalogue ingredient as the catalogue does', async () => {
    const flour = standardIngredientSchema.parse({ id: 'flour', name: 'Farine de blé', language: 'fr', category: 'bakery' });
    useIngredientCatalogue.setState({ byId: new Map([['flour', flour]]) });
    const linked = (recipe: Recipe) => ({ ...recipe, ingredients: recipe.ingredients.map((line) => (line.id === 'i1' ? { ...line, standardIngredientId: 'flour' } : line)) });
    openList({ recipes: [linked(crepes), linked(quiche)] });
    expect(await section('Boulangerie').findByRole('checkbox', { name: 'Farine de blé' })).toHaveAccessibleDescription('1,6 kg Crêpes et Quiche');
    expect(screen.queryByRole('region', { name: 'Épicerie salée' })).not.toBeInTheDocument();
  });

  it('shows a checked line ticked and struck through where it stands', async () => {
    openList();
    const sponges = await section('Autres').findByRole('checkbox', { name: 'Éponges' });
    expect(sponges).toBeChecked();
    expect(section('Autres').getByText('Éponges')).toHaveClass('line-through');
    expect(section('Épicerie salée').getByText('Farine')).not.toHaveClass('line-through');
  });

  it('ticks and unticks a line through the store, the whole row being its label', async () => {
    const { user, toggleLine } = openList();
    await user.click(await screen.findByText('Pommes'));
    expect(toggleLine).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Pommes', state: { kind: 'open' }, key: 'item:pomme' }));
    await user.click(section('Autres').getByRole('checkbox', { name: 'Éponges' }));
    expect(toggleLine).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Éponges', state: { kind: 'ticked' } }));
    expect(toggleLine).toHaveBeenCalledTimes(2);
  });

  it('groups by recipe on the Recettes tab, with what each recipe adds, then the custom items', async () => {
    const { user } = openList({ list: buildList({ mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 }, e2: { recipeId: 'r2', portions: 2 }, e3: { recipeId: 'r2', portions: 6 } } }) });
    await user.click(await screen.findByRole('tab', { name: 'Recettes' }));
    expect(screen.getByRole('tabpanel', { name: 'Recettes' })).toBeInTheDocument();
    expect(sectionNames()).toEqual(['Crêpes', 'Quiche', 'Items personnalisés']);
    expect(section('Crêpes').getByText('4 portions')).toBeInTheDocument();
    // Two meals plan the quiche: their portions add up, and so do its quantities.
    expect(section('Quiche').getByText('8 portions')).toBeInTheDocument();
    expect(section('Crêpes').getByRole('checkbox', { name: 'Farine' })).toHaveAccessibleDescription('600 g');
    expect(section('Quiche').getByRole('checkbox', { name: 'Farine' })).toHaveAccessibleDescription('2 kg');
    const custom = section('Items personnalisés');
    expect(custom.getAllByRole('checkbox')).toHaveLength(2);
    expect(custom.getByRole('checkbox', { name: 'Éponges' })).toBeChecked();
    expect(custom.getByRole('checkbox', { name: 'Pommes' })).toHaveAccessibleDescription('6 pièces');
  });

  it("moves across the row's three tabs with the arrow keys, 'Placard' a link to the cupboard", async () => {
    const { user, router } = openList();
    const categories = await screen.findByRole('tab', { name: 'Catégories' });
    await user.click(categories);
    await user.keyboard('{ArrowRight}');
    const recipes = screen.getByRole('tab', { name: 'Recettes' });
    expect(recipes).toHaveFocus();
    expect(recipes).toHaveAttribute('aria-selected', 'true');
    expect(recipes).toHaveAttribute('tabindex', '0');
    expect(categories).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Recettes' })).toBeInTheDocument();
    // The third tab is another page: the arrow reaches it without leaving this one.
    await user.keyboard('{ArrowRight}');
    const cupboard = screen.getByRole('tab', { name: 'Placard' });
    expect(cupboard).toHaveFocus();
    expect(cupboard).toHaveAttribute('href', '/placard');
    expect(cupboard).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Recettes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/grocery-list-v2');
    await user.keyboard('{ArrowRight}');
    expect(categories).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Catégories' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(cupboard).toHaveFocus();
    await user.keyboard('{Home}');
    expect(categories).toHaveFocus();
    await user.keyboard('{End}');
    expect(cupboard).toHaveFocus();
  });

  it("opens the cupboard from the 'Placard' tab, on Enter or Space, whose row leads back to either view", async () => {
    const { user, router } = openList();
    await user.click(await screen.findByRole('tab', { name: 'Recettes' }));
    await user.keyboard('{ArrowRight}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Placard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Placard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Placard' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recettes' }));
    expect(await screen.findByRole('tabpanel', { name: 'Recettes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/grocery-list-v2');
    expect(screen.getByRole('tab', { name: 'Recettes' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Placard' }));
    const categories = await screen.findByRole('tab', { name: 'Catégories' });
    expect(screen.getByRole('tab', { name: 'Placard' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Placard' }));
    await user.keyboard('{Home}');
    expect(categories).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByRole('tabpanel', { name: 'Catégories' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/grocery-list-v2');
  });

  it('says so when the household has no active list', async () => {
    openList({ list: null });
    expect(await screen.findByText('Pas de liste de courses active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au planning' })).toHaveAttribute('href', '/meal-entries');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('invites to plan meals when the list holds nothing', async () => {
    openList({ list: buildList({ mealEntryRefs: {}, customItems: {} }) });
    expect(await screen.findByText('Votre liste est vide. Planifiez des repas pour la remplir.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au planning' })).toHaveAttribute('href', '/meal-entries');
  });

  it('waits for a planned recipe not read yet, and leaves out one that is gone', async () => {
    openList({ list: buildList({ mealEntryRefs: { e1: { recipeId: 'r1', portions: 4 }, e9: { recipeId: 'r9', portions: 2 } } }) });
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    act(() => useRecipes.setState((state) => ({ recipesById: { ...state.recipesById, r9: null } })));
    expect(await section('Épicerie salée').findByRole('checkbox', { name: 'Farine' })).toHaveAccessibleDescription('600 g Crêpes');
    // The spinner has gone (the toolbar's empty status region, for what is put away, stays).
    expect(screen.queryByText('Chargement...')).not.toBeInTheDocument();
  });

  it('waits for the ingredient catalogue, which says what food each line is, before showing a line to tick', async () => {
    useIngredientCatalogue.setState({ status: 'loading' });
    openList({ list: buildList({ customItems: { c1: customItem('c1', 'pommes de terre', 2, 'other') } }) });
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const potato = standardIngredientSchema.parse({ id: 'pomme-de-terre', name: 'pomme de terre', language: 'fr', category: 'produce' });
    act(() => useIngredientCatalogue.setState({ status: 'loaded', byId: new Map([[potato.id, potato]]), ingredients: [potato] }));
    // The typed name is the catalogue's food from the first line drawn: its tick is the food's.
    expect(await screen.findByRole('checkbox', { name: 'pomme de terre' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'pommes de terre' })).not.toBeInTheDocument();
  });

  it('shows only the custom items, under a banner, when the data cannot make lines', async () => {
    const broken = { ...quiche, servings: 0 } as Recipe;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = openList({ recipes: [crepes, broken] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de préparer la liste de courses');
    expect(sectionNames()).toEqual(['Autres', 'Fruits et légumes']);
    expect(screen.queryByText('Farine')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refused tick in a banner that can be dismissed', async () => {
    const { user } = openList();
    useGrocery.setState({ toggleLine: vi.fn(async () => useGrocery.setState({ error: 'grocery.errors.update' })) });
    await user.click(await screen.findByRole('checkbox', { name: 'Pommes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour des articles');
    await user.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
