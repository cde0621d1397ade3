import { useEffect } from 'react';
import { prepareQuantityFormat } from '@/domain/grocery/grocery-display';
import { whenIdle } from '@/lib/when-idle';

/**
 * Builds the quantities' formatter in an idle moment while the list and its recipes are on their
 * way, rather than in the first draw once they have come (prepareQuantityFormat).
 */
export function useQuantityFormatAhead(): void {
  useEffect(() => whenIdle(prepareQuantityFormat), []);
}
