import type { ShopperFood } from '../grocery/food-need';
import type { StockAmounts, StockChange } from './pantry-entry';
import { stockStepper } from './stock-display';

/** What picking a food from the catalogue search puts in the cupboard. */
export type PickedFood = { kind: 'staple'; foodId: string } | { kind: 'amount'; change: StockChange };

const NOTHING: StockAmounts = { mass: 0, volume: 0, count: 0 };

/**
 * A food picked by name comes with no amount, so it takes the one a cook would not have to
 * undo. A staple of the catalogue (salt, spices, oil, stock cubes) is kept as 'toujours en stock':
 * nobody weighs their salt, and the list only asks to check it. Any other food gets one step of
 * its line's stepper in the unit it is bought in (50 g of flour, 5 cl of milk, one egg, one clove
 * of garlic): the smallest amount the stepper moves by, on top of what is held, so the food is
 * on the shelf at once and the stepper beside it reaches the real amount in a few presses.
 */
export function pickedFood(food: ShopperFood, held: StockAmounts | undefined): PickedFood {
  if (food.staple === true) return { kind: 'staple', foodId: food.id };
  const stepper = stockStepper(held ?? NOTHING, food);
  return { kind: 'amount', change: { foodId: food.id, amounts: { ...NOTHING, [stepper.dimension]: stepper.step * stepper.toBase } } };
}
