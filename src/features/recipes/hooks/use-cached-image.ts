import { useEffect, useState } from 'react';
import { cachedImage } from '@/lib/image-cache';

/** Hosted pictures go through the 7-day browser cache; the app's own and inline ones need not. */
export function useCachedImage(src: string | null): string | null {
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
