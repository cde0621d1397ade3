import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultDiscoveryFilters } from '@/domain/recipes/discovery-filters';
import { discoverySelectionKey } from '@/domain/recipes/discovery-query';
import { recipeSchema } from '@/domain/recipes/recipe';
import { useSession } from '@/features/accounts';
import { useHousehold } from '@/features/household';
import { useDiscovery, useRecipeReads } from '@/features/recipes';
import { renderApp, visitorSession } from '@/testing/render-app';
import { buildHousehold, buildUser, signedInSession } from '@/testing/sessions';
import { AddToPlanButton } from './add-to-plan-button';

// Who is offered 'Ajouter au menu' (spec B §6): members who may plan, not visitors nor viewers.

const recipe = recipeSchema.parse({ id: 'r1', name: 'Tarte aux pommes', servings: 6, organizationId: 'org-2', createdBy: { id: 'user-2' } });

/** The session, and the household as the shell's household store derives it from the session. */
function signIn(role: string | null) {
  if (role === null) {
    useSession.setState(signedInSession({ user: buildUser({ defaultOrganizationId: null, organizations: {} }), household: null }));
    useHousehold.setState({ userId: 'user-1', roles: {}, household: null });
    return;
  }
  useSession.setState(signedInSession({ user: buildUser({ organizations: { 'org-1': { organizationId: 'org-1', role, joinedAt: null } } }) }));
  useHousehold.setState({ userId: 'user-1', roles: { 'org-1': role }, household: buildHousehold() });
}

const addButton = () => screen.queryByRole('button', { name: 'Ajouter au menu' });

describe('add-to-plan button', () => {
  it.each(['card', 'page'] as const)('is not offered to visitors (%s)', (variant) => {
    useSession.setState(visitorSession);
    render(<AddToPlanButton recipe={recipe} variant={variant} />);
    expect(addButton()).not.toBeInTheDocument();
  });

  it('is not offered to viewers, who may not plan', () => {
    signIn('viewer');
    render(<AddToPlanButton recipe={recipe} variant="card" />);
    expect(addButton()).not.toBeInTheDocument();
  });

  it.each(['owner', 'member', 'contributor'])('opens the add-to-plan dialog for a %s', async (role) => {
    signIn(role);
    const user = userEvent.setup();
    render(<AddToPlanButton recipe={recipe} variant="card" />);
    await user.click(addButton() as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Ajouter au menu' })).toHaveTextContent('Tarte aux pommes');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows its label on the recipe page', () => {
    signIn('member');
    render(<AddToPlanButton recipe={recipe} variant="page" />);
    expect(addButton()).toHaveTextContent('Ajouter au menu');
  });

  it('tells a signed-in user without a household to log in, and opens no dialog', async () => {
    signIn(null);
    const user = userEvent.setup();
    render(<AddToPlanButton recipe={recipe} variant="card" />);
    await user.click(addButton() as HTMLElement);
    expect(screen.getByRole('alert')).toHaveTextContent('Connectez-vous pour ajouter des recettes à votre menu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

// The recipe screens leave slots that the shell fills with the button (src/app/router.tsx).
describe('add-to-plan in the recipe screens', () => {
  const publicRecipe = recipeSchema.parse({ ...recipe, isPublic: true, createdBy: { id: 'user-2', name: 'Alex Dupont' } });

  it('shows the recipe page without it to visitors', async () => {
    useRecipeReads.setState({ fetchRecipe: async () => publicRecipe });
    renderApp('/recipes/r1');
    expect(await screen.findByRole('heading', { name: 'Tarte aux pommes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Partager' })).toBeInTheDocument();
    expect(addButton()).not.toBeInTheDocument();
  });

  it('puts it among the recipe page actions for members', async () => {
    useRecipeReads.setState({ fetchRecipe: async () => publicRecipe });
    renderApp('/recipes/r1', signedInSession());
    expect(await screen.findByRole('heading', { name: 'Tarte aux pommes' })).toBeInTheDocument();
    // The slot's module loads once a member is there.
    expect(await screen.findByRole('button', { name: 'Ajouter au menu' })).toHaveTextContent('Ajouter au menu');
  });

  it('puts it beside the bookmark button on the discovery cards of members only', async () => {
    const latest = discoverySelectionKey({ view: 'latest', filters: defaultDiscoveryFilters, search: '' });
    useDiscovery.setState({ watch: () => () => undefined, lists: { [latest]: { status: 'loaded', recipes: [publicRecipe], next: null, pages: 1, more: 'idle' } } });
    const card = async () => within((await screen.findByRole('heading', { name: 'Tarte aux pommes' })).closest('article') as HTMLElement);

    const visitor = renderApp('/recipes');
    expect((await card()).queryByRole('button', { name: 'Ajouter au menu' })).not.toBeInTheDocument();
    visitor.unmount();

    renderApp('/recipes', signedInSession());
    expect(await (await card()).findByRole('button', { name: 'Ajouter au menu' })).toBeInTheDocument();
    expect(await (await card()).findByRole('button', { name: 'Ajouter à mon carnet' })).toBeInTheDocument();
  });
});
