import { z } from 'zod';

export const units = [
  'piece',
  'gram',
  'kilogram',
  'milliliter',
  'centiliter',
  'deciliter',
  'liter',
  'teaspoon',
  'tablespoon',
  'cup',
] as const;

export type Unit = (typeof units)[number];

export const DEFAULT_UNIT: Unit = 'piece';

/** Short forms shown beside quantities; the spec gives none for cup, so it stays whole. */
export const unitAbbreviations: Readonly<Record<Unit, string>> = {
  piece: 'pc',
  gram: 'g',
  kilogram: 'kg',
  milliliter: 'ml',
  centiliter: 'cl',
  deciliter: 'dl',
  liter: 'l',
  teaspoon: 'tsp',
  tablespoon: 'tbsp',
  cup: 'cup',
};

/**
 * The unit a stored value names, by key or abbreviation in any case ("g", "L", "Gram"); null
 * for anything else. An unknown unit is refused rather than guessed: reading "oz" as pieces
 * would silently change what the list asks to buy.
 */
export function parseUnit(value: string): Unit | null {
  const text = value.trim().toLowerCase();
  return units.find((unit) => unit === text || unitAbbreviations[unit] === text) ?? null;
}

export const unitSchema = z.string().transform((value, ctx): Unit => {
  const unit = parseUnit(value);
  if (unit) return unit;
  ctx.issues.push({ code: 'custom', message: `Unknown unit ${value}`, input: value });
  return z.NEVER;
});

export function unitLabelKey(unit: Unit): `units.${Unit}` {
  return `units.${unit}`;
}

/** The short form a quantity is shown with ('1,6 kg'), translated: unitSymbols.{unit}. */
export function unitSymbolKey(unit: Unit): `unitSymbols.${Unit}` {
  return `unitSymbols.${unit}`;
}
