import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import seedCatalogue from '@/domain/recipes/standard-ingredients.json';
import { createIngredientSearch } from '@/domain/recipes/ingredient-search';
import { recipeSchema, type Recipe } from '@/domain/recipes/recipe';
import { newRecipeFormInput, recipeFormInput, type RecipeWrite } from '@/domain/recipes/recipe-form';
import { standardIngredientSchema } from '@/domain/recipes/standard-ingredient';
import { useIngredientCatalogue } from '../store/ingredient-catalogue';
import type { RecipeSaveResult } from '../store';
import { RecipeForm, type RecipeTagChoice } from './recipe-form';

// The form on its own: what it checks and what it hands to its onSave. How the cookbook saves
// it with its tags is tested with the page that composes them (features/cookbook).

// ---------------------------------------------------------------------------------------------
// Fixtures

const catalogue = [
  { id: 'std-tomate', name: 'Tomate', aliases: ['tomates'], language: 'fr', category: 'produce', preferredUnit: 'piece' },
  { id: 'std-farine', name: 'Farine', language: 'fr', category: 'sweetGrocery', preferredUnit: 'gram' },
  { id: 'std-lait', name: 'Lait', language: 'fr', category: 'dairy', preferredUnit: 'milliliter' },
].map((ingredient) => standardIngredientSchema.parse(ingredient));

function buildRecipe(overrides: Record<string, unknown> = {}): Recipe {
  return recipeSchema.parse({
    id: 'r1',
    name: 'Tarte aux pommes',
    servings: 6,
    prepTime: 20,
    cookTime: 35,
    instructions: 'Étaler la pâte\nCuire',
    ingredients: [{ id: 'line-1', name: 'Pomme', quantity: 4, unit: 'piece', category: 'produce' }],
    isPublic: false,
    seoUrl: null,
    organizationId: 'org-1',
    createdBy: { id: 'user-1', name: 'Camille Martin' },
    classification: { dishTypes: ['dessert'], dietaryRestrictions: ['vegetarian'], difficulty: 'easy', cost: 'cheap' },
    ...overrides,
  });
}

// ---------------------------------------------------------------------------------------------
// Rendering and filling the form

type OnSave = (fields: RecipeWrite, tags: RecipeTagChoice) => Promise<RecipeSaveResult>;

/** The form at /form, for a household of 4 unless `existing` is given; /cookbook is where a save leads. */
function renderForm({ existing = null, onSave = vi.fn<OnSave>().mockResolvedValue('saved') }: { existing?: Recipe | null; onSave?: ReturnType<typeof vi.fn<OnSave>> } = {}) {
  const initial = existing ? recipeFormInput(existing, []) : newRecipeFormInput(4);
  const router = createMemoryRouter(
    [
      { path: '/form', element: <RecipeForm existing={existing} initial={initial} onSave={onSave} /> },
      { path: '/cookbook', element: null },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router, saveRecipe: onSave };
}

const openNewRecipe = (onSave?: ReturnType<typeof vi.fn<OnSave>>) => renderForm({ onSave });
const openEditRecipe = (recipe: Recipe, onSave?: ReturnType<typeof vi.fn<OnSave>>) => renderForm({ existing: recipe, onSave });

/** Replaces the content of each labelled field; '' leaves it blank. */
async function fillIn(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

interface LineValues {
  name?: string;
  quantity?: string;
  unit?: string;
}

/** Adds an ingredient line and fills it; `position` is its 1-based number in the list. */
async function addIngredient(user: UserEvent, position: number, { name, quantity, unit }: LineValues = {}) {
  await user.click(screen.getByRole('button', { name: 'Ajouter un ingrédient' }));
  await fillLine(user, position, { name, quantity, unit });
}

async function fillLine(user: UserEvent, position: number, { name, quantity, unit }: LineValues) {
  if (name !== undefined) await fillIn(user, { [`Ingrédient ${position}`]: name });
  if (quantity !== undefined) await fillIn(user, { [`Quantité ${position}`]: quantity });
  if (unit !== undefined) await user.selectOptions(screen.getByLabelText(`Unité ${position}`), unit);
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Enregistrer' }));

/** The message tied to a field by aria-describedby, as a screen reader announces it. */
function errorUnder(label: string) {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

const ingredientNames = () => screen.queryAllByRole('combobox', { name: /^Ingrédient \d+$/ });
const visibilityHint = () => screen.getByTestId('visibility-hint');

// ---------------------------------------------------------------------------------------------

describe('recipe form: validation', () => {
  it.each([
    ['Titre', '   ', 'Le titre est obligatoire'],
    ['Portions', '', 'Obligatoire'],
    ['Portions', '0', 'Au moins 1 portion'],
    ['Préparation (min)', '-5', 'La durée ne peut pas être négative'],
    ['Cuisson (min)', '-1', 'La durée ne peut pas être négative'],
    ['Source (adresse web)', 'pas une adresse', "L'adresse doit être une URL valide"],
    ['Source (adresse web)', 'javascript:alert(1)', "L'adresse doit être une URL valide"],
    ['Source (adresse web)', 'ftp://example.test/tarte', "L'adresse doit être une URL valide"],
  ])('shows under %s, for %j, the message %j and saves nothing', async (label, value, message) => {
    const { user, router, saveRecipe } = openNewRecipe();
    await fillIn(user, { Titre: 'Tarte', [label]: value });
    await save(user);
    await waitFor(() => expect(errorUnder(label)).toBe(message));
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(saveRecipe).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/form');
  });

  it('keeps a pasted title and steps over their limits whole, says so under each, and saves nothing', async () => {
    const { user, saveRecipe } = openNewRecipe();
    const title = 'T'.repeat(121);
    const steps = 'Mélanger.\n'.repeat(2_001);
    await user.click(screen.getByLabelText('Titre'));
    await user.paste(title);
    await user.click(screen.getByLabelText('Étapes (une par ligne)'));
    await user.paste(steps);
    await save(user);
    await waitFor(() => expect(errorUnder('Étapes (une par ligne)')).toBe('Les étapes ne peuvent pas dépasser 20 000 caractères'));
    expect(errorUnder('Titre')).toBe('Le titre ne peut pas dépasser 120 caractères');
    expect(screen.getByLabelText('Titre')).toHaveValue(title);
    expect(screen.getByLabelText('Étapes (une par ligne)')).toHaveValue(steps);
    expect(saveRecipe).not.toHaveBeenCalled();
  });

  it('shows the title message when the title is left empty, and no other', async () => {
    const { user, saveRecipe } = openNewRecipe();
    await save(user);
    expect(await screen.findByText('Le titre est obligatoire')).toBeInTheDocument();
    expect(errorUnder('Titre')).toBe('Le titre est obligatoire');
    for (const label of ['Portions', 'Préparation (min)', 'Cuisson (min)', 'Source (adresse web)']) expect(errorUnder(label)).toBeUndefined();
    expect(saveRecipe).not.toHaveBeenCalled();
  });

  it('shows the quantity message under a negative ingredient quantity and saves nothing', async () => {
    const { user, saveRecipe } = openNewRecipe();
    await fillIn(user, { Titre: 'Tarte' });
    await addIngredient(user, 1, { name: 'Farine', quantity: '-2' });
    await save(user);
    const quantity = screen.getByLabelText('Quantité 1');
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    const line = quantity.closest('li');
    expect(line).not.toBeNull();
    expect(within(line as HTMLElement).getByText('La quantité ne peut pas être négative')).toBeInTheDocument();
    expect(saveRecipe).not.toHaveBeenCalled();
  });

  it('accepts a web address as source', async () => {
    const { user, saveRecipe } = openNewRecipe();
    await fillIn(user, { Titre: 'Tarte', 'Source (adresse web)': 'https://example.test/tarte' });
    await save(user);
    await waitFor(() => expect(saveRecipe).toHaveBeenCalledOnce());
    expect(saveRecipe.mock.calls[0]?.[0]).toMatchObject({ sourceUrl: 'https://example.test/tarte' });
  });
});

describe('recipe form: ingredient lines', () => {
  it('refuses a new line while one has no name and focuses that line', async () => {
    const { user } = openNewRecipe();
    await addIngredient(user, 1);
    await user.click(screen.getByLabelText('Titre'));
    await user.click(screen.getByRole('button', { name: 'Ajouter un ingrédient' }));
    expect(ingredientNames()).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Ingrédient 1' })).toHaveFocus();
  });

  it.each(['', '0'])('refuses a new line while a named line has quantity %j and focuses that line', async (quantity) => {
    const { user } = openNewRecipe();
    await addIngredient(user, 1, { name: 'Farine', quantity: '200' });
    await addIngredient(user, 2, { name: 'Sel', quantity });
    await user.click(screen.getByLabelText('Titre'));
    await user.click(screen.getByRole('button', { name: 'Ajouter un ingrédient' }));
    expect(ingredientNames()).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Ingrédient 2' })).toHaveFocus();
  });

  it('adds a line once every line is complete and focuses its name', async () => {
    const { user } = openNewRecipe();
    await addIngredient(user, 1, { name: 'Farine', quantity: '200' });
    await user.click(screen.getByRole('button', { name: 'Ajouter un ingrédient' }));
    expect(ingredientNames()).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ingrédient 2' })).toHaveFocus());
  });

  it('removes a line', async () => {
    const { user } = openNewRecipe();
    await addIngredient(user, 1, { name: 'Farine', quantity: '200' });
    await addIngredient(user, 2, { name: 'Sel', quantity: '1' });
    await user.click(screen.getByRole('button', { name: "Retirer l'ingrédient 1" }));
    expect(ingredientNames()).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Ingrédient 1' })).toHaveValue('Sel');
  });
});

describe('recipe form: catalogue suggestions', () => {
  beforeEach(() => {
    useIngredientCatalogue.setState({ status: 'loaded', search: createIngredientSearch(catalogue) });
  });

  it('fills the name, unit and category of a picked suggestion', async () => {
    const { user, saveRecipe } = openNewRecipe();
    await fillIn(user, { Titre: 'Crêpes' });
    await addIngredient(user, 1, { name: 'far' });
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Farine']);
    await user.click(within(listbox).getByRole('option', { name: 'Farine' }));

    expect(screen.getByRole('combobox', { name: 'Ingrédient 1' })).toHaveValue('Farine');
    expect(screen.getByLabelText('Unité 1')).toHaveValue('gram');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await fillLine(user, 1, { quantity: '250' });
    await save(user);
    await waitFor(() => expect(saveRecipe).toHaveBeenCalledOnce());
    expect(saveRecipe.mock.calls[0]?.[0].ingredients).toEqual([
      { id: expect.any(String), name: 'Farine', quantity: 250, unit: 'gram', category: 'sweetGrocery', standardIngredientId: 'std-farine' },
    ]);
  });

  it('picks the highlighted suggestion with the keyboard without submitting the form', async () => {
    const { user, saveRecipe } = openNewRecipe();
    await fillIn(user, { Titre: 'Béchamel' });
    await addIngredient(user, 1, { name: 'l' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Ingrédient 1' })).toHaveValue('Lait');
    expect(screen.getByLabelText('Unité 1')).toHaveValue('milliliter');
    expect(saveRecipe).not.toHaveBeenCalled();
  });

  it('keeps a typed name as a custom ingredient, even after a suggestion was picked', async () => {
    const { user, saveRecipe } = openNewRecipe();
    await fillIn(user, { Titre: 'Salade' });
    await addIngredient(user, 1, { name: 'tom' });
    await user.click(screen.getByRole('option', { name: 'Tomate' }));
    await user.type(screen.getByRole('combobox', { name: 'Ingrédient 1' }), 's cerises');
    await fillLine(user, 1, { quantity: '12' });
    await save(user);
    await waitFor(() => expect(saveRecipe).toHaveBeenCalledOnce());
    const [line] = saveRecipe.mock.calls[0]?.[0].ingredients ?? [];
    expect(line).toMatchObject({ name: 'Tomates cerises', quantity: 12 });
    expect(line).not.toHaveProperty('standardIngredientId');
  });

  it('does not save the recipe when Enter is pressed in a name the catalogue does not know', async () => {
    const { user, router, saveRecipe } = openNewRecipe();
    await fillIn(user, { Titre: 'Tartine' });
    await addIngredient(user, 1, { name: 'Beurre salé' });
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'Ingrédient 1' }));
    await user.keyboard('{Escape}{Enter}');
    expect(saveRecipe).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('combobox', { name: 'Ingrédient 1' })).toHaveValue('Beurre salé');
  });

  it('says when nothing in the catalogue matches', async () => {
    const { user } = openNewRecipe();
    await addIngredient(user, 1, { name: 'zzz' });
    const listbox = screen.getByRole('listbox');
    // Nothing to pick: the message itself may stand as a disabled option.
    expect(within(listbox).queryAllByRole('option').filter((option) => option.getAttribute('aria-disabled') !== 'true')).toHaveLength(0);
    expect(listbox).toHaveTextContent('Aucun ingrédient trouvé. Tapez un nom pour ajouter un article de votre choix.');
  });
});

describe('recipe form: typed names linked to the catalogue', () => {
  // The catalogue the app ships, so the form links what the grocery list would merge.
  const shipped = seedCatalogue.map((ingredient) => standardIngredientSchema.parse(ingredient));

  beforeEach(() => {
    useIngredientCatalogue.setState({ status: 'loaded', ingredients: shipped, search: createIngredientSearch(shipped) });
  });

  /** The note read with a field, as a screen reader announces it. */
  const noteOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

  it('shows the food a typed name is and saves the line linked to it, with its aisle, under the name typed', async () => {
    const { user, saveRecipe } = openNewRecipe();
    await fillIn(user, { Titre: 'Gratin' });
    await addIngredient(user, 1, { name: 'pommes de terre', quantity: '1', unit: 'kilogram' });
    await addIngredient(user, 2, { name: "gousses d'ail", quantity: '2' });
    await addIngredient(user, 3, { name: 'crème fraîche', quantity: '20', unit: 'centiliter' });
    await addIngredient(user, 4, { name: 'sauce poivrade', quantity: '1' });

    expect(noteOf('Ingrédient 1')).toBe('Reconnu : pomme de terre');
    expect(noteOf('Ingrédient 2')).toBe('Reconnu : ail');
    expect(noteOf('Ingrédient 3')).toBe('Reconnu : crème fraîche épaisse');
    expect(screen.getByLabelText('Ingrédient 4')).not.toHaveAttribute('aria-describedby');

    await save(user);
    await waitFor(() => expect(saveRecipe).toHaveBeenCalledOnce());
    expect(saveRecipe.mock.calls[0]?.[0].ingredients).toEqual([
      { id: expect.any(String), name: 'pommes de terre', quantity: 1, unit: 'kilogram', category: 'produce', standardIngredientId: 'pomme-de-terre' },
      { id: expect.any(String), name: "gousses d'ail", quantity: 2, unit: 'piece', category: 'produce', standardIngredientId: 'ail' },
      { id: expect.any(String), name: 'crème fraîche', quantity: 20, unit: 'centiliter', category: 'dairy', standardIngredientId: 'creme-fraiche-epaisse' },
      { id: expect.any(String), name: 'sauce poivrade', quantity: 1, unit: 'piece', category: 'other' },
    ]);
  });

  it("saves the line unlinked once the cook says it is not that food, until they say it is", async () => {
    const { user, saveRecipe } = openNewRecipe(vi.fn<OnSave>().mockResolvedValue('failed'));
    await fillIn(user, { Titre: 'Gratin' });
    await addIngredient(user, 1, { name: 'pommes de terre', quantity: '1', unit: 'kilogram' });
    const decline = screen.getByRole('button', { name: "Ne pas relier l'ingrédient 1 à pomme de terre" });
    await user.click(decline);
    expect(noteOf('Ingrédient 1')).toBe('Non relié à pomme de terre');
    // The same button, relabelled: focus stays where the cook was.
    expect(decline).toHaveAccessibleName("Relier l'ingrédient 1 à pomme de terre");
    expect(decline).toHaveFocus();

    // Editing the line, as any render of the form does, does not match it again.
    await fillLine(user, 1, { quantity: '2' });
    await save(user);
    await waitFor(() => expect(saveRecipe).toHaveBeenCalledOnce());
    const [unlinked] = saveRecipe.mock.calls[0]?.[0].ingredients ?? [];
    expect(unlinked).toEqual({ id: expect.any(String), name: 'pommes de terre', quantity: 2, unit: 'kilogram', category: 'other' });
    expect(noteOf('Ingrédient 1')).toBe('Non relié à pomme de terre');

    await user.click(screen.getByRole('button', { name: "Relier l'ingrédient 1 à pomme de terre" }));
    expect(noteOf('Ingrédient 1')).toBe('Reconnu : pomme de terre');
    await save(user);
    await waitFor(() => expect(saveRecipe).toHaveBeenCalledTimes(2));
    expect(saveRecipe.mock.calls[1]?.[0].ingredients[0]).toMatchObject({ standardIngredientId: 'pomme-de-terre', category: 'produce' });
  });

  it('offers the food a renamed line is, though the cook declined the one it was', async () => {
    const { user } = openNewRecipe();
    await addIngredient(user, 1, { name: 'pommes de terre' });
    await user.click(screen.getByRole('button', { name: "Ne pas relier l'ingrédient 1 à pomme de terre" }));
    await fillLine(user, 1, { name: 'oignons jaunes' });
    expect(noteOf('Ingrédient 1')).toBe('Reconnu : oignon');
  });

  it('links the typed lines of a recipe saved before, and leaves its linked ones as they are', async () => {
    const recipe = buildRecipe({
      ingredients: [
        { id: 'line-1', name: 'Sucre glace', quantity: 50, unit: 'gram', category: 'other' },
        { id: 'line-2', name: 'Pommes', quantity: 4, unit: 'piece', category: 'produce', standardIngredientId: 'pomme-golden' },
      ],
    });
    const { user, saveRecipe } = openEditRecipe(recipe);
    expect(noteOf('Ingrédient 1')).toBe('Reconnu : sucre glace');
    expect(screen.getByLabelText('Ingrédient 2')).not.toHaveAttribute('aria-describedby');
    await save(user);
    await waitFor(() => expect(saveRecipe).toHaveBeenCalledOnce());
    expect(saveRecipe.mock.calls[0]?.[0].ingredients).toEqual([
      { id: 'line-1', name: 'Sucre glace', quantity: 50, unit: 'gram', category: 'sweetGrocery', standardIngredientId: 'sucre-glace' },
      { id: 'line-2', name: 'Pommes', quantity: 4, unit: 'piece', category: 'produce', standardIngredientId: 'pomme-golden' },
    ]);
  });
});

describe('recipe form: saving', () => {
  it('sends only the complete lines, the trimmed title, the non-zero times and the default classification, then opens the cookbook', async () => {
    const { user, router, saveRecipe } = openNewRecipe();
    expect(screen.getByLabelText('Portions')).toHaveValue(4);

    await fillIn(user, { Titre: '  Tarte aux pommes  ', Portions: '6', 'Préparation (min)': '0', 'Cuisson (min)': '35' });
    await user.type(screen.getByLabelText('Étapes (une par ligne)'), 'Étaler la pâte{Enter}Cuire');
    await addIngredient(user, 1, { name: 'Farine', quantity: '200', unit: 'gram' });
    await addIngredient(user, 2, { name: 'Sel', quantity: '1' });
    await addIngredient(user, 3, { name: '   ', quantity: '2' });
    // Line 2 becomes incomplete only once line 3 exists: adding is refused while a line is.
    await fillLine(user, 2, { quantity: '0' });
    await save(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cookbook'));
    expect(saveRecipe).toHaveBeenCalledOnce();
    expect(saveRecipe).toHaveBeenCalledWith(
      {
        name: 'Tarte aux pommes',
        servings: 6,
        cookTime: 35,
        instructions: 'Étaler la pâte\nCuire',
        ingredients: [{ id: expect.any(String), name: 'Farine', quantity: 200, unit: 'gram', category: 'other' }],
        isPublic: false,
        classification: { dishTypes: [], dietaryRestrictions: [], difficulty: 'medium', cost: 'medium' },
      },
      { before: [], after: [] },
    );
    expect(saveRecipe.mock.calls[0]?.[0]).not.toHaveProperty('prepTime');
  });

  it('sends the classification that was picked', async () => {
    const { user, saveRecipe } = openNewRecipe();
    await fillIn(user, { Titre: 'Houmous' });
    await user.click(within(screen.getByRole('group', { name: 'Type de plat' })).getByRole('button', { name: 'Apéritif' }));
    await user.click(within(screen.getByRole('group', { name: 'Régime' })).getByRole('button', { name: 'Végan' }));
    await user.selectOptions(screen.getByLabelText(/^Difficulté/), 'easy');
    await user.selectOptions(screen.getByLabelText(/^Coût/), 'cheap');
    await save(user);
    await waitFor(() => expect(saveRecipe).toHaveBeenCalledOnce());
    expect(saveRecipe.mock.calls[0]?.[0].classification).toEqual({ dishTypes: ['aperitif'], dietaryRestrictions: ['vegan'], difficulty: 'easy', cost: 'cheap' });
  });

  it('sends the edited recipe', async () => {
    const recipe = buildRecipe();
    const { user, router, saveRecipe } = openEditRecipe(recipe);
    expect(screen.getByLabelText('Titre')).toHaveValue('Tarte aux pommes');
    expect(screen.getByLabelText('Portions')).toHaveValue(6);
    expect(screen.getByRole('combobox', { name: 'Ingrédient 1' })).toHaveValue('Pomme');

    await fillIn(user, { 'Cuisson (min)': '' });
    await save(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cookbook'));
    expect(saveRecipe).toHaveBeenCalledWith(
      {
        name: 'Tarte aux pommes',
        servings: 6,
        prepTime: 20,
        instructions: 'Étaler la pâte\nCuire',
        ingredients: [{ id: 'line-1', name: 'Pomme', quantity: 4, unit: 'piece', category: 'produce' }],
        isPublic: false,
        classification: recipe.classification,
      },
      { before: [], after: [] },
    );
  });

  it('hands the tags it opened with and those picked in its tag slot', async () => {
    const saveRecipe = vi.fn<OnSave>().mockResolvedValue('saved');
    const router = createMemoryRouter(
      [
        {
          path: '/form',
          element: (
            <RecipeForm
              existing={buildRecipe()}
              initial={recipeFormInput(buildRecipe(), ['t1'])}
              onSave={saveRecipe}
              tagPicker={({ value, onChange }) => (
                <button type="button" onClick={() => onChange([...value.filter((id) => id !== 't1'), 't2'])}>
                  Retaguer
                </button>
              )}
            />
          ),
        },
        { path: '/cookbook', element: null },
      ],
      { initialEntries: ['/form'] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retaguer' }));
    await save(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cookbook'));
    expect(saveRecipe.mock.calls[0]?.[1]).toEqual({ before: ['t1'], after: ['t2'] });
  });

  it('shows the creation error and keeps what was typed', async () => {
    const { user, router } = openNewRecipe(vi.fn<OnSave>().mockResolvedValue('failed'));
    await fillIn(user, { Titre: 'Tarte', Portions: '3', 'Source (adresse web)': 'https://example.test/tarte' });
    await addIngredient(user, 1, { name: 'Farine', quantity: '200' });
    await save(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la création de la recette. Veuillez réessayer.');
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Titre')).toHaveValue('Tarte');
    expect(screen.getByLabelText('Portions')).toHaveValue(3);
    expect(screen.getByLabelText('Source (adresse web)')).toHaveValue('https://example.test/tarte');
    expect(screen.getByRole('combobox', { name: 'Ingrédient 1' })).toHaveValue('Farine');
    expect(screen.getByLabelText('Quantité 1')).toHaveValue(200);
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });

  it('shows the save error when editing and keeps what was typed', async () => {
    const { user, router } = openEditRecipe(buildRecipe(), vi.fn<OnSave>().mockResolvedValue('failed'));
    await fillIn(user, { Titre: 'Tarte fine' });
    await save(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la sauvegarde de la recette. Veuillez réessayer.');
    expect(screen.queryByText('Échec de la création de la recette. Veuillez réessayer.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Titre')).toHaveValue('Tarte fine');
  });

  it('clears the error once a retry succeeds', async () => {
    const saveRecipe = vi.fn<OnSave>().mockResolvedValueOnce('failed').mockResolvedValueOnce('saved');
    const { user, router } = openNewRecipe(saveRecipe);
    await fillIn(user, { Titre: 'Tarte' });
    await save(user);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cookbook'));
    expect(saveRecipe).toHaveBeenCalledTimes(2);
  });
});

describe('recipe form: visibility', () => {
  it('is private by default and says who sees the recipe', async () => {
    const { user, saveRecipe } = openNewRecipe();
    const visibility = screen.getByRole('radiogroup', { name: 'Visibilité' });
    expect(within(visibility).getByRole('radio', { name: 'Privée' })).toHaveAttribute('aria-checked', 'true');
    expect(within(visibility).getByRole('radio', { name: 'Publique' })).toHaveAttribute('aria-checked', 'false');
    expect(visibilityHint()).toHaveTextContent('Visible seulement par votre foyer');

    await user.click(within(visibility).getByRole('radio', { name: 'Publique' }));
    expect(within(visibility).getByRole('radio', { name: 'Publique' })).toHaveAttribute('aria-checked', 'true');
    expect(visibilityHint()).toHaveTextContent('Visible par tous à une adresse lisible /recette/…');

    await fillIn(user, { Titre: 'Tarte' });
    await save(user);
    await waitFor(() => expect(saveRecipe).toHaveBeenCalledOnce());
    expect(saveRecipe.mock.calls[0]?.[0]).toMatchObject({ isPublic: true });
  });

  it('shows the address of a public recipe and follows a rename', async () => {
    const recipe = buildRecipe({ isPublic: true, seoUrl: 'recette_tarte_aux_pommes_r1' });
    const { user } = openEditRecipe(recipe);
    expect(screen.getByRole('radio', { name: 'Publique' })).toHaveAttribute('aria-checked', 'true');
    expect(visibilityHint()).toHaveTextContent("Visible par tous à l'adresse /recette/recette_tarte_aux_pommes_r1");

    await fillIn(user, { Titre: 'Tarte Tatin épicée' });
    expect(visibilityHint()).toHaveTextContent("Visible par tous à l'adresse /recette/recette_tarte_tatin_epicee_r1");

    await user.click(screen.getByRole('radio', { name: 'Privée' }));
    expect(visibilityHint()).toHaveTextContent('Visible seulement par votre foyer');
  });

  it('keeps a shared address when the title is only re-typed', async () => {
    // An old address whose slug no longer matches the title stays as long as the name does not change.
    const recipe = buildRecipe({ isPublic: true, seoUrl: 'recette_ancienne_adresse_r1' });
    const { user } = openEditRecipe(recipe);
    await fillIn(user, { Titre: 'Tarte aux pommes ' });
    expect(visibilityHint()).toHaveTextContent("Visible par tous à l'adresse /recette/recette_ancienne_adresse_r1");
  });

  it('previews the address a private recipe gets when made public', async () => {
    const { user } = openEditRecipe(buildRecipe());
    expect(visibilityHint()).toHaveTextContent('Visible seulement par votre foyer');
    await user.click(screen.getByRole('radio', { name: 'Publique' }));
    expect(visibilityHint()).toHaveTextContent("Visible par tous à l'adresse /recette/recette_tarte_aux_pommes_r1");
  });
});

describe('recipe form: pasting an ingredient list', () => {
  const pasteCatalogue = [
    { id: 'farine-de-ble', name: 'farine de blé', aliases: ['farine'], language: 'fr', category: 'sweetGrocery', preferredUnit: 'gram' },
    { id: 'ail', name: 'ail', aliases: ["gousses d'ail"], language: 'fr', category: 'produce', preferredUnit: 'piece' },
    { id: 'sel', name: 'sel', aliases: [], language: 'fr', category: 'condiments', preferredUnit: 'teaspoon' },
  ].map((ingredient) => standardIngredientSchema.parse(ingredient));

  beforeEach(() => {
    useIngredientCatalogue.setState({ status: 'loaded', ingredients: pasteCatalogue, search: createIngredientSearch(pasteCatalogue) });
  });

  async function pasteList(user: UserEvent, text: string) {
    await user.click(screen.getByRole('button', { name: "Coller une liste d'ingrédients" }));
    expect(screen.getByLabelText("Liste d'ingrédients")).toHaveFocus();
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Ajouter à la recette' }));
  }

  /** The notes read with a field, as a screen reader announces them. */
  function notesOf(label: string) {
    const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent);
  }

  it('appends one line per pasted line for review, marks what the catalogue lacks, and saves what is complete', async () => {
    const { user, saveRecipe } = openNewRecipe();
    await fillIn(user, { Titre: 'Pain à l’ail' });
    await pasteList(user, "Pour la pâte :\n500 g de farine\n\n3 gousses d'ail, écrasées\n2 c. à soupe de sauce poivrade\nSel");

    expect(ingredientNames().map((input) => (input as HTMLInputElement).value)).toEqual(['farine de blé', 'ail', 'sauce poivrade', 'sel']);
    expect(screen.getByLabelText('Quantité 1')).toHaveValue(500);
    expect(screen.getByLabelText('Unité 1')).toHaveValue('gram');
    expect(screen.getByLabelText('Unité 3')).toHaveValue('tablespoon');
    expect(screen.getByLabelText('Quantité 4')).toHaveValue(null);
    expect(notesOf('Ingrédient 3')).toEqual(['Aliment non reconnu : choisissez-le dans le catalogue ou gardez ce nom.']);
    expect(notesOf('Ingrédient 1')).toEqual([]);
    expect(notesOf('Quantité 4')).toEqual(['Quantité à préciser, sinon la ligne ne sera pas enregistrée.']);
    expect(screen.getByRole('status')).toHaveTextContent(
      "4 ingrédients ajoutés, à vérifier avant d'enregistrer. 1 aliment n'est pas reconnu dans le catalogue : il est signalé dans la liste. 1 ligne n'a pas de quantité : sans quantité, elle ne sera pas enregistrée.",
    );
    expect(screen.queryByLabelText("Liste d'ingrédients")).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Coller une liste d'ingrédients" })).toHaveFocus();

    await save(user);
    await waitFor(() => expect(saveRecipe).toHaveBeenCalledOnce());
    expect(saveRecipe.mock.calls[0]?.[0].ingredients).toEqual([
      { id: expect.any(String), name: 'farine de blé', quantity: 500, unit: 'gram', category: 'sweetGrocery', standardIngredientId: 'farine-de-ble' },
      { id: expect.any(String), name: 'ail', quantity: 3, unit: 'piece', category: 'produce', standardIngredientId: 'ail' },
      { id: expect.any(String), name: 'sauce poivrade', quantity: 2, unit: 'tablespoon', category: 'other' },
    ]);
  });

  it('drops the marks once the cook edits the name or the quantity', async () => {
    const { user } = openNewRecipe();
    await pasteList(user, 'Un trait de sauce poivrade');
    expect(notesOf('Ingrédient 1')).toHaveLength(1);
    expect(notesOf('Quantité 1')).toHaveLength(1);

    await user.type(screen.getByLabelText('Ingrédient 1'), ' maison');
    await fillLine(user, 1, { quantity: '1' });
    expect(notesOf('Ingrédient 1')).toEqual([]);
    expect(notesOf('Quantité 1')).toEqual([]);
    expect(screen.queryByText(/Aliment non reconnu|Quantité à préciser/)).not.toBeInTheDocument();
  });

  it('is a panel under its button, which Escape closes, and says when there is nothing to add', async () => {
    const { user } = openNewRecipe();
    const toggle = screen.getByRole('button', { name: "Coller une liste d'ingrédients" });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(screen.getByLabelText("Liste d'ingrédients"));

    await user.type(screen.getByLabelText("Liste d'ingrédients"), 'Pour la sauce :');
    await user.click(screen.getByRole('button', { name: 'Ajouter à la recette' }));
    expect(screen.getByRole('status')).toHaveTextContent('Aucun ingrédient à ajouter : collez une ligne par ingrédient.');
    expect(ingredientNames()).toHaveLength(0);

    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText("Liste d'ingrédients")).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
