import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './file-button';

function renderPicker(onFile = vi.fn()) {
  render(
    <>
      <label htmlFor="picture">Image</label>
      <FileButton id="picture" accept="image/*" onFile={onFile}>
        Choisir une image
      </FileButton>
    </>,
  );
  return onFile;
}

describe('FileButton', () => {
  it("is named by its caller's label and hands over the chosen file, again when chosen twice", async () => {
    const onFile = renderPicker();
    const picture = new File(['x'], 'gratin.png', { type: 'image/png' });
    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, picture);
    await userEvent.upload(input, picture);
    expect(onFile).toHaveBeenCalledTimes(2);
    expect(onFile).toHaveBeenLastCalledWith(picture);
  });

  it('opens the chooser from its button, the only one in the tab order', async () => {
    renderPicker();
    const input = screen.getByLabelText<HTMLInputElement>('Image');
    const opened = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Choisir une image' }));
    expect(opened).toHaveBeenCalledOnce();
    expect(input).toHaveAttribute('tabindex', '-1');
  });
});
