import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColorSwatchGroup } from './color-swatch-group';

function Picker() {
  const [color, setColor] = useState('#4CAF50');
  return (
    <>
      <ColorSwatchGroup label="Couleur" name="color" colors={['#4CAF50', '#E0BC00']} value={color} onChange={setColor} colorLabel={(value) => `Couleur ${value}`} />
      <output>{color}</output>
    </>
  );
}

describe('ColorSwatchGroup', () => {
  it('is a named radio group whose swatches are named, and checks the one chosen', async () => {
    render(<Picker />);
    expect(screen.getByRole('radiogroup', { name: 'Couleur' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Couleur #4CAF50' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Couleur #E0BC00' }));
    expect(screen.getByRole('radio', { name: 'Couleur #E0BC00' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('#E0BC00');
  });
});
