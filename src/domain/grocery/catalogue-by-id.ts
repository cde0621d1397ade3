import type { StandardIngredient } from '../recipes/standard-ingredient';

const catalogueById = new WeakMap<readonly StandardIngredient[], ReadonlyMap<string, StandardIngredient>>();

/** The catalogue's foods by id, indexed once per catalogue: the list and the cupboard look foods up on every build. */
export function foodsById(catalogue: readonly StandardIngredient[]): ReadonlyMap<string, StandardIngredient> {
  let map = catalogueById.get(catalogue);
  if (!map) {
    map = new Map(catalogue.map((food) => [food.id, food]));
    catalogueById.set(catalogue, map);
  }
  return map;
}
