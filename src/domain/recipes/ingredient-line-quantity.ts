import { describingWords, foldWord, halfWords, numberWords, unitPatterns, weightPatterns } from './ingredient-line-words';
import { normalizeForSearch } from './ingredient-search';
import type { Unit } from './units';

/** What a step read, and the text after it. */
export interface Read<T> {
  value: T;
  rest: string;
}

const firstWord = (text: string) => /^\p{L}+/u.exec(text)?.[0] ?? '';
const wordKey = (word: string) => foldWord(normalizeForSearch(word));
const afterWord = (text: string, word: string) => text.slice(word.length).replace(/^[\s-]+/, '');

/** A number in digits: "2", "1,5", "1/2", "1 1/2". */
function readDigits(text: string): Read<number> | null {
  const mixed = /^(\d+) (\d+) ?\/ ?(\d+)/.exec(text);
  if (mixed && Number(mixed[3]) > 0) return { value: Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]), rest: text.slice(mixed[0].length) };
  const fraction = /^(\d+) ?\/ ?(\d+)/.exec(text);
  if (fraction && Number(fraction[2]) > 0) return { value: Number(fraction[1]) / Number(fraction[2]), rest: text.slice(fraction[0].length) };
  const decimal = /^\d+(?:[.,]\d+)?/.exec(text);
  return decimal ? { value: Number(decimal[0].replace(',', '.')), rest: text.slice(decimal[0].length) } : null;
}

/** A number in words: "deux", "une demi", "une douzaine", "un et demi", "a dozen". */
function readWords(text: string): Read<number> | null {
  const word = firstWord(text);
  const key = wordKey(word);
  const value = halfWords.has(key) ? 0.5 : numberWords.get(key);
  if (value === undefined) return null;
  return { value, rest: afterWord(text, word) };
}

/** What may follow a number: "demi" (one half), "douzaine" (times twelve), "et demi" (plus a half). */
function readNumberTail({ value, rest }: Read<number>): Read<number> {
  const word = firstWord(rest);
  const key = wordKey(word);
  if (value === 1 && halfWords.has(key)) return { value: 0.5, rest: afterWord(rest, word) };
  if (key === 'douzaine' || key === 'dozen') return { value: value * 12, rest: afterWord(rest, word) };
  if (key === 'dizaine') return { value: value * 10, rest: afterWord(rest, word) };
  const andHalf = /^(?:et demie?|and a half)(?!\p{L})\s*/iu.exec(rest);
  return andHalf ? { value: value + 0.5, rest: rest.slice(andHalf[0].length) } : { value, rest };
}

function readNumber(text: string): Read<number> | null {
  const number = readDigits(text) ?? readWords(text);
  return number && readNumberTail({ value: number.value, rest: number.rest.trimStart() });
}

/** The quantity at the start of the line; a range ("2 à 3", "2-3", "deux ou trois") gives its upper bound. */
export function readQuantity(text: string): Read<number> | null {
  const first = readNumber(text);
  if (!first) return null;
  const connector = /^(?:à|a|-|–|—|ou|to|or)(?!\p{L})\s*/iu.exec(first.rest);
  const upper = connector && readNumber(first.rest.slice(connector[0].length));
  return upper ?? first;
}

export interface Measure {
  unit: Unit;
  /** What the quantity is multiplied by to be in that unit (ounces to grams). */
  factor: number;
}

function readUnitAtStart(text: string): Read<Measure> | null {
  for (const [unit, pattern] of unitPatterns) {
    const match = pattern.exec(text);
    if (match) return { value: { unit, factor: 1 }, rest: text.slice(match[0].length) };
  }
  for (const [factor, pattern] of weightPatterns) {
    const match = pattern.exec(text);
    if (match) return { value: { unit: 'gram', factor }, rest: text.slice(match[0].length) };
  }
  return null;
}

/** The unit after the quantity, maybe after a size word ("1 bonne c. à soupe") or "de" ("½ de tasse"). */
export function readUnitAfterQuantity(text: string): Read<Measure> | null {
  const unit = readUnitAtStart(text);
  if (unit) return unit;
  const word = firstWord(text);
  const key = wordKey(word);
  return describingWords.has(key) || key === 'de' ? readUnitAtStart(afterWord(text, word)) : null;
}

/** What completes a quantity after its unit: "1 litre et demi", "1 kg 500" (grams). */
export function readUnitTail(quantity: number, { value: measure, rest }: Read<Measure>): Read<number> {
  const andHalf = /^et demie?(?!\p{L})\s*/iu.exec(rest);
  if (andHalf) return { value: quantity + 0.5, rest: rest.slice(andHalf[0].length) };
  const grams = measure.unit === 'kilogram' ? /^(\d{3})(?![\d.,/])\s*/.exec(rest) : null;
  return grams ? { value: quantity + Number(grams[1]) / 1000, rest: rest.slice(grams[0].length) } : { value: quantity, rest };
}
