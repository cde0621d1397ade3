import { describe, expect, it } from 'vitest';
import { parseJavaMajorVersion } from './storage-emulator.ts';

describe('parseJavaMajorVersion', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "21" 2023-09-19', 21],
    ['openjdk version "25.0.1" 2025-10-21 LTS', 25],
    ['java version "1.8.0_392"', 8],
  ])('reads %j as Java %i', (output, major) => {
    expect(parseJavaMajorVersion(output)).toBe(major);
  });

  it('gives up on output it does not recognise', () => {
    expect(parseJavaMajorVersion('bash: java: command not found')).toBeUndefined();
  });
});
