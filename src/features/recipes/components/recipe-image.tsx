import { useState } from 'react';
import { useCachedImage } from '../hooks/use-cached-image';

export const RECIPE_PLACEHOLDER_IMAGE = '/recipe-placeholder.svg';

/** A recipe's picture, or the default image when it has none or it fails to load (spec B §8). */
export function RecipeImage({ src, alt, className = '' }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const source = useCachedImage(src);
  const shown = source && failed !== source ? source : RECIPE_PLACEHOLDER_IMAGE;
  return <img src={shown} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(source)} className={`object-cover ${className}`} />;
}
