import { describe, expect, it } from 'vitest';
import { hexColorSchema } from '../shared/hex-color';
import { DEFAULT_TAG_COLOR, tagColorPresets } from './tag-colors';
import { defaultCookbookTags } from './default-cookbook-tags';

describe('tag colour presets', () => {
  it('offers 8 distinct valid colours', () => {
    expect(tagColorPresets).toHaveLength(8);
    expect(new Set(tagColorPresets.map((color) => color.toUpperCase())).size).toBe(8);
    expect(tagColorPresets.every((color) => hexColorSchema.safeParse(color).success)).toBe(true);
  });

  it('includes the default colour and the colours of the default tags, so they show as selected', () => {
    const presets: readonly string[] = tagColorPresets;
    expect(presets).toContain(DEFAULT_TAG_COLOR);
    for (const tag of defaultCookbookTags) expect(presets).toContain(tag.color);
  });
});
