import { useMemo } from 'react';
import { putAway, type PutAway } from '@/domain/cupboard/put-away';
import type { ShoppingList } from '@/domain/grocery/shopping-list';
import type { StandardIngredient } from '@/domain/recipes/standard-ingredient';
import { selectList } from '../store/selectors';
import { useGrocery } from '../store';

/**
 * What 'Ranger les articles cochés' would put into the cupboard, and the lines it would untick:
 * the list page's alone, so that the planner's panel does not carry it.
 */
export function useToPutAway(shopping: ShoppingList, catalogue: readonly StandardIngredient[]): PutAway {
  const ticks = useGrocery(selectList)?.checkedItems;
  return useMemo(() => putAway({ lines: shopping.groups.flatMap((group) => group.lines), ticks: ticks ?? {}, catalogue }), [shopping, ticks, catalogue]);
}
