import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecipeReads } from '@/features/recipes';
import { buildRecipe } from '@/testing/recipes';
import { renderApp } from '@/testing/render-app';

// The recipe page's author line: 'Par {name}' with the creator's initials beside it (spec B §2,
// spec A §7's avatar by initials). The recipe comes from a stubbed read.

function openRecipe(author: string) {
  const recipe = buildRecipe({ name: 'Gratin', isPublic: true, seoUrl: 'recette_gratin_r1', createdBy: { id: 'user-2', name: author } });
  useRecipeReads.setState({ fetchRecipeBySeoUrl: async (seoUrl) => (seoUrl === recipe.seoUrl ? recipe : null) });
  renderApp('/recette/recette_gratin_r1');
}

describe('the recipe page’s author', () => {
  it("shows the creator's initials in an avatar beside 'Par {name}', hidden from assistive technology", async () => {
    openRecipe('Élodie Martin');
    const byLine = await screen.findByText('Par Élodie Martin');
    const avatar = screen.getByTestId('author-avatar');
    expect(avatar).toHaveTextContent(/^ÉM$/);
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar.parentElement).toBe(byLine.parentElement);
    expect(screen.queryByText('ÉM', { ignore: '[aria-hidden="true"], [aria-hidden="true"] *' })).not.toBeInTheDocument();
  });

  it('shows no avatar when the name has no letter to take', async () => {
    openRecipe('🍲');
    expect(await screen.findByText('Par 🍲')).toBeInTheDocument();
    expect(screen.queryByTestId('author-avatar')).not.toBeInTheDocument();
  });
});
