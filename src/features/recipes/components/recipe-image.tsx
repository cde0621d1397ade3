import { useState } from 'react';

export const RECIPE_PLACEHOLDER_IMAGE = '/recipe-placeholder.svg';

/** A recipe's picture, or the default image when it has none or it fails to load (spec B §8). */
export function RecipeImage({ src, alt, className = '' }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : RECIPE_PLACEHOLDER_IMAGE;
  return <img src={shown} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} className={`object-cover ${className}`} />;
}
