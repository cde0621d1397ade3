import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first draw, then true in a transition: a long list draws a screenful
 * first, on screen sooner, and the rest in the draw after, which a tap may interrupt.
 */
export function useWholeAfterFirstDraw(): boolean {
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    startTransition(() => setWhole(true));
  }, []);
  return whole;
}
