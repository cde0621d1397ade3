import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mealEntrySchema } from '@/domain/planner/meal-entry';
import { useHousehold } from '@/features/household';
import { buildHousehold } from '@/testing/sessions';
import { usePlanner } from '../store';
import { PORTIONS_SETTLE_MS, PortionsEditor } from './portions-editor';

// The portions rules of spec B §5, as a person meets them; the write itself is the store's.

function renderEditor(portions: number | null, numberOfPersons = 4) {
  useHousehold.setState({ household: buildHousehold({ numberOfPersons }) });
  const changePortions = vi.fn().mockResolvedValue({ ok: true });
  usePlanner.setState({ changePortions });
  const entry = mealEntrySchema.parse({ id: 'e1', organizationId: 'org-1', userId: 'user-1', recipeId: 'r1', date: '2030-01-07', portions });
  const view = render(<PortionsEditor entry={entry} />);
  return { user: userEvent.setup({ delay: null }), changePortions, input: screen.getByLabelText('Portions'), unmount: view.unmount };
}

const button = (name: string) => screen.getByRole('button', { name });
const tapsSettle = () => act(() => vi.advanceTimersByTime(PORTIONS_SETTLE_MS));

// Time also runs on its own: the testing library's async wrapper waits on a real-looking setTimeout.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

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

  it('shows each tap at once and writes the value once the taps settle: − − + writes one value', async () => {
    const { user, input, changePortions } = renderEditor(4);
    await user.click(button('Retirer une portion'));
    await user.click(button('Retirer une portion'));
    await user.click(button('Ajouter une portion'));
    expect(input).toHaveValue('3');
    expect(changePortions).not.toHaveBeenCalled();
    await tapsSettle();
    expect(changePortions).toHaveBeenCalledExactlyOnceWith('e1', 3);
  });

  it('writes nothing when the taps come back to the stored value', async () => {
    const { user, changePortions } = renderEditor(3);
    await user.click(button('Ajouter une portion'));
    await user.click(button('Retirer une portion'));
    await tapsSettle();
    expect(changePortions).not.toHaveBeenCalled();
  });

  it('writes taps still waiting when the editor leaves the screen', async () => {
    const { user, changePortions, unmount } = renderEditor(3);
    await user.click(button('Ajouter une portion'));
    unmount();
    expect(changePortions).toHaveBeenCalledExactlyOnceWith('e1', 4);
  });

  it('has no confirm button: nothing waits for one', () => {
    renderEditor(3);
    expect(screen.getAllByRole('button').map((element) => element.getAttribute('aria-label'))).toEqual(['Retirer une portion', 'Ajouter une portion']);
  });

  it('saves with Enter', async () => {
    const { user, input, changePortions } = renderEditor(3);
    await user.clear(input);
    await user.type(input, '6{Enter}');
    expect(changePortions).toHaveBeenCalledExactlyOnceWith('e1', 6);
  });

  it('writes a typed value once for Enter and then leaving the field', async () => {
    const { user, input, changePortions } = renderEditor(3);
    await user.clear(input);
    await user.type(input, '8{Enter}');
    await user.tab();
    expect(changePortions).toHaveBeenCalledExactlyOnceWith('e1', 8);
  });

  it('does not save an unchanged value', async () => {
    const { user, input, changePortions } = renderEditor(3);
    await user.clear(input);
    await user.type(input, '3{Enter}');
    await user.tab();
    expect(changePortions).not.toHaveBeenCalled();
  });
});
