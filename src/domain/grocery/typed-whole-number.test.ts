import { describe, expect, it } from 'vitest';
import { readTypedWholeNumber } from './typed-whole-number';

const read = (text: string, bounds = { min: 1, max: 50 }) => readTypedWholeNumber(text, bounds);

describe('readTypedWholeNumber', () => {
  it('reads a whole number, spaces around it left out', () => {
    expect(read('3')).toEqual({ kind: 'value', value: 3, rounded: false });
    expect(read(' 12 ')).toEqual({ kind: 'value', value: 12, rounded: false });
    expect(read('4,0')).toEqual({ kind: 'value', value: 4, rounded: false });
  });

  it('rounds a decimal typed with a comma or a point to the nearest whole number, never reading 1,5 as 15', () => {
    expect(read('1,5')).toEqual({ kind: 'value', value: 2, rounded: true });
    expect(read('1.5')).toEqual({ kind: 'value', value: 2, rounded: true });
    expect(read('2,4')).toEqual({ kind: 'value', value: 2, rounded: true });
    expect(read('2.')).toEqual({ kind: 'value', value: 2, rounded: false });
    expect(read(',9')).toEqual({ kind: 'value', value: 1, rounded: true });
  });

  it('changes nothing for a blank box', () => {
    expect(read('')).toEqual({ kind: 'blank' });
    expect(read('   ')).toEqual({ kind: 'blank' });
  });

  it('refuses what is not a number', () => {
    for (const text of ['abc', '1,5,2', '1.2.3', '2 kg', '1e3', '1 000', ',', '-']) {
      expect(read(text), text).toEqual({ kind: 'refused', error: 'notANumber' });
    }
  });

  it('refuses a value that rounds below the minimum or above the maximum', () => {
    expect(read('0')).toEqual({ kind: 'refused', error: 'tooSmall' });
    expect(read('0,4')).toEqual({ kind: 'refused', error: 'tooSmall' });
    expect(read('-2')).toEqual({ kind: 'refused', error: 'tooSmall' });
    expect(read('3', { min: 4, max: 50 })).toEqual({ kind: 'refused', error: 'tooSmall' });
    expect(read('51')).toEqual({ kind: 'refused', error: 'tooLarge' });
    expect(read('50,4')).toEqual({ kind: 'value', value: 50, rounded: true });
    expect(read('99999999999999999999', { min: 1, max: Number.MAX_SAFE_INTEGER })).toEqual({ kind: 'refused', error: 'tooLarge' });
  });
});
