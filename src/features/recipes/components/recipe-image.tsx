import { useState } from 'react';
import { useCachedImage } from '../hooks/use-cached-image';

export const RECIPE_PLACEHOLDER_IMAGE = '/recipe-placeholder.svg';

interface RecipeImageProps {
  src: string | null;
  alt: string;
  className?: string;
  /** The picture's proportions, so its place is kept before it arrives (the catalogue's are 800 × 600). */
  width?: number;
  height?: number;
  /** Above the fold (the first cards, a recipe's own picture): fetched at once and first, never lazily. */
  priority?: boolean;
}

/** A recipe's picture, or the default image when it has none or it fails to load (spec B §8). */
export function RecipeImage({ src, alt, className = '', width = 800, height = 600, priority = false }: RecipeImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const source = useCachedImage(src);
  const shown = source && failed !== source ? source : RECIPE_PLACEHOLDER_IMAGE;
  return (
    <img
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(source)}
      className={`object-cover ${className}`}
    />
  );
}
