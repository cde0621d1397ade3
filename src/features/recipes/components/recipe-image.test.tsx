import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECIPE_PLACEHOLDER_IMAGE, RecipeImage } from './recipe-image';

describe('RecipeImage', () => {
  it('keeps its place with its proportions and loads lazily below the fold', () => {
    render(<RecipeImage src="/recipes/blinis.svg" alt="Blinis" />);
    const image = screen.getByRole('img', { name: 'Blinis' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'auto');
  });

  it('fetches a picture above the fold at once and first', () => {
    render(<RecipeImage src="/recipes/blinis.svg" alt="Blinis" width={1280} height={720} priority />);
    const image = screen.getByRole('img', { name: 'Blinis' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1280');
  });

  it('shows the default picture when there is none or it fails to load', () => {
    const { rerender } = render(<RecipeImage src={null} alt="Tarte" />);
    expect(screen.getByRole('img', { name: 'Tarte' })).toHaveAttribute('src', RECIPE_PLACEHOLDER_IMAGE);
    rerender(<RecipeImage src="/recipes/gone.svg" alt="Tarte" />);
    fireEvent.error(screen.getByRole('img', { name: 'Tarte' }));
    expect(screen.getByRole('img', { name: 'Tarte' })).toHaveAttribute('src', RECIPE_PLACEHOLDER_IMAGE);
  });
});
