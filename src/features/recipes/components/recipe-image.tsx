import { useEffect, useState } from 'react';
import { cachedImage } from '@/lib/image-cache';

export const RECIPE_PLACEHOLDER_IMAGE = '/recipe-placeholder.svg';

/** Hosted pictures go through the 7-day browser cache; the app's own and inline ones need not. */
function useCachedSource(src: string | null): string | null {
  const [cached, setCached] = useState<{ src: string; url: string } | null>(null);
  useEffect(() => {
    if (!src || !/^https?:\/\//i.test(src)) return undefined;
    let objectUrl: string | undefined;
    let active = true;
    void cachedImage(src).then((blob) => {
      if (!active || !blob) return;
      objectUrl = URL.createObjectURL(blob);
      setCached({ src, url: objectUrl });
    });
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);
  return cached?.src === src ? cached.url : src;
}

/** A recipe's picture, or the default image when it has none or it fails to load (spec B §8). */
export function RecipeImage({ src, alt, className = '' }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const source = useCachedSource(src);
  const shown = source && failed !== source ? source : RECIPE_PLACEHOLDER_IMAGE;
  return <img src={shown} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(source)} className={`object-cover ${className}`} />;
}
