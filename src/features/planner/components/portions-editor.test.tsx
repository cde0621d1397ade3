import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mealEntrySchema } from '@/domain/planner/meal-entry';
import { useHousehold } from '@/features/household';
import { buildOrganization } from '@/testing/sessions';
import { usePlanner } from '../store';
import { PortionsEditor } from './portions-editor';

// The portions rules of spec B §5, as a person meets them; the write itself is the store's.

function renderEditor(portions: number | null, numberOfPersons = 4) {
  useHousehold.setState({ organization: buildOrganization({ numberOfPersons }) });
  const changePortions = vi.fn().mockResolvedValue({ ok: true });
  usePlanner.setState({ changePortions });
  const entry = mealEntrySchema.parse({ id: 'e1', organizationId: 'org-1', userId: 'user-1', recipeId: 'r1', date: '2030-01-07', portions });
  render(<PortionsEditor entry={entry} />);
  return { user: userEvent.setup(), changePortions, input: screen.getByLabelText('Portions') };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('portions editor', () => {
  it('shows the household size for an entry without portions', () => {
    const { input } = renderEditor(null, 5);
    expect(input).toHaveValue('5');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('resets a blank field to the household size and saves it', async () => {
    const { user, input, changePortions } = renderEditor(3, 4);
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('4');
    expect(changePortions).toHaveBeenCalledExactlyOnceWith('e1', 4);
  });

  it('saves a positive whole number when the field is left', async () => {
    const { user, input, changePortions } = renderEditor(3);
    await user.clear(input);
    await user.type(input, '7');
    await user.tab();
    expect(changePortions).toHaveBeenCalledExactlyOnceWith('e1', 7);
  });

  it.each(['0', '-1', '1.5', 'abc'])('puts the previous portions back for %s, without saving', async (typed) => {
    const { user, input, changePortions } = renderEditor(3);
    await user.clear(input);
    await user.type(input, typed);
    await user.tab();
    expect(input).toHaveValue('3');
    expect(changePortions).not.toHaveBeenCalled();
  });

  it('disables minus at one portion', async () => {
    const { user, input } = renderEditor(2);
    expect(button('Retirer une portion')).toBeEnabled();
    await user.click(button('Retirer une portion'));
    expect(input).toHaveValue('1');
    expect(button('Retirer une portion')).toBeDisabled();
    expect(button('Ajouter une portion')).toBeEnabled();
  });

  it('changes only the draft with plus and minus, and saves it on confirm', async () => {
    const { user, input, changePortions } = renderEditor(3);
    await user.click(button('Ajouter une portion'));
    await user.click(button('Ajouter une portion'));
    await user.click(button('Retirer une portion'));
    expect(input).toHaveValue('4');
    expect(changePortions).not.toHaveBeenCalled();
    await user.click(button('Valider les portions'));
    expect(changePortions).toHaveBeenCalledExactlyOnceWith('e1', 4);
  });

  it('saves with Enter', async () => {
    const { user, input, changePortions } = renderEditor(3);
    await user.clear(input);
    await user.type(input, '6{Enter}');
    expect(changePortions).toHaveBeenCalledExactlyOnceWith('e1', 6);
  });

  it('writes a typed value once when the field is left for the confirm button', async () => {
    const { user, input, changePortions } = renderEditor(3);
    await user.clear(input);
    await user.type(input, '8');
    await user.click(button('Valider les portions'));
    expect(changePortions).toHaveBeenCalledExactlyOnceWith('e1', 8);
  });

  it('does not save an unchanged value', async () => {
    const { user, input, changePortions } = renderEditor(3);
    await user.click(button('Valider les portions'));
    await user.clear(input);
    await user.type(input, '3{Enter}');
    await user.click(button('Ajouter une portion'));
    await user.click(button('Retirer une portion'));
    await user.click(button('Valider les portions'));
    expect(changePortions).not.toHaveBeenCalled();
  });
});
