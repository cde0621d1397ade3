import type { ShopperGroup } from './shopping-list';

/**
 * The groups cut to their first `count` lines in all, in order, a group with none left out:
 * what a first draw needs to fill a screen, the rest drawn after it.
 */
export function leadingLines(groups: readonly ShopperGroup[], count: number): ShopperGroup[] {
  const leading: ShopperGroup[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    leading.push(group.lines.length <= left ? group : { ...group, lines: group.lines.slice(0, left) });
    left -= group.lines.length;
  }
  return leading;
}
