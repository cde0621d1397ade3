import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeDraft } from '@/domain/api/recipe-import';
import type { LocaleKey } from '@/locales/locale-key';
import { useRecipeImport } from '../store/recipe-import';
import { RecipeImportField } from './recipe-import-field';

// The field with its store stubbed at the boundary: importFrom moves the status as the real
// one does (store/recipe-import.test.ts), on the test's command.

const draft = {
  name: 'Quiche lorraine',
  imageUrl: 'https://cuisine.example/quiche.jpg',
} as RecipeDraft;

function stubImport() {
  let settle: (outcome: RecipeDraft | LocaleKey) => void = () => undefined;
  const importFrom = vi.fn(
    (_url: string) =>
      new Promise<RecipeDraft | null>((resolve) => {
        useRecipeImport.setState({ status: { state: 'importing' } });
        settle = (outcome) => {
          const failed = typeof outcome === 'string';
          useRecipeImport.setState({ status: failed ? { state: 'failed', error: outcome } : { state: 'imported', imageUrl: outcome.imageUrl } });
          resolve(failed ? null : outcome);
        };
      }),
  );
  useRecipeImport.setState({ importFrom });
  return { importFrom, settle: (outcome: RecipeDraft | LocaleKey) => settle(outcome) };
}

function renderField() {
  const onImport = vi.fn();
  render(<RecipeImportField onImport={onImport} />);
  return { user: userEvent.setup(), onImport };
}

const address = () => screen.getByLabelText('Adresse de la page de la recette');
const importButton = () => screen.getByRole('button', { name: 'Importer' });

describe('RecipeImportField', () => {
  it('imports the typed address, says so while it works, hands the draft over and offers the page’s picture', async () => {
    const { importFrom, settle } = stubImport();
    const { user, onImport } = renderField();
    expect(screen.getByRole('heading', { name: 'Importer depuis une adresse web' })).toBeInTheDocument();
    expect(importButton()).toBeDisabled();

    await user.type(address(), '  https://cuisine.example/quiche  ');
    await user.click(importButton());
    expect(importFrom).toHaveBeenCalledWith('https://cuisine.example/quiche');
    expect(await screen.findByText('Import en cours...')).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
    expect(address()).toBeDisabled();

    settle(draft);
    expect(await screen.findByText('Recette importée : vérifiez-la, puis enregistrez-la.')).toBeInTheDocument();
    expect(onImport).toHaveBeenCalledWith(draft);
    expect(screen.getByRole('link', { name: 'Voir la photo de la page' })).toHaveAttribute('href', 'https://cuisine.example/quiche.jpg');
  });

  it('imports on Enter in the address, and offers no picture when the page has none', async () => {
    const { importFrom, settle } = stubImport();
    const { user, onImport } = renderField();
    await user.type(address(), 'https://cuisine.example/quiche{Enter}');
    expect(importFrom).toHaveBeenCalledOnce();
    settle({ ...draft, imageUrl: null });
    await vi.waitFor(() => expect(onImport).toHaveBeenCalledOnce());
    expect(screen.queryByRole('link', { name: 'Voir la photo de la page' })).not.toBeInTheDocument();
  });

  it('shows the refusal in French, hands nothing over, and lets the user try again', async () => {
    const { settle } = stubImport();
    const { user, onImport } = renderField();
    await user.type(address(), 'https://mag.example/astuces');
    await user.click(importButton());
    settle('recipes.import.errors.noRecipe');
    expect(await screen.findByRole('alert')).toHaveTextContent("Aucune recette n'a été trouvée sur cette page.");
    expect(onImport).not.toHaveBeenCalled();
    expect(importButton()).toBeEnabled();
  });
});
