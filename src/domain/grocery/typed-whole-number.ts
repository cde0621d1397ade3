/** Why a number typed into a stepper is refused, as codes the screen turns into text (grocery.stepper.{code}). */
export type TypedWholeNumberError = 'notANumber' | 'tooSmall' | 'tooLarge';

/** What a stepper makes of what was typed: nothing to change, a whole number (`rounded` when typed with decimals), or why not. */
export type TypedWholeNumber = { kind: 'blank' } | { kind: 'value'; value: number; rounded: boolean } | { kind: 'refused'; error: TypedWholeNumberError };

/** Digits with at most one decimal separator, a French comma or a point, and an optional sign. */
const decimal = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Reads a whole number typed into a stepper (spec B §5: custom quantities and portions are whole
 * numbers, at least 1). A decimal reads as the number it spells, '1,5' as '1.5', and is rounded
 * to the nearest whole number as the add-item form rounds it: never taken digit by digit as 15.
 * Anything else, or a value outside [min, max] once rounded, is refused with the reason.
 */
export function readTypedWholeNumber(text: string, { min, max }: { min: number; max: number }): TypedWholeNumber {
  const typed = text.trim();
  if (typed === '') return { kind: 'blank' };
  if (!decimal.test(typed)) return { kind: 'refused', error: 'notANumber' };
  const number = Number(typed.replace(',', '.'));
  const value = Math.round(number);
  if (value < min) return { kind: 'refused', error: 'tooSmall' };
  if (value > max || !Number.isSafeInteger(value)) return { kind: 'refused', error: 'tooLarge' };
  return { kind: 'value', value, rounded: value !== number };
}
