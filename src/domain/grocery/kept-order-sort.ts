/**
 * A sort for lines that come back in much the same order on every build of a list: handed to the
 * sort in the order the last build's sort left them, they are nearly in order already, and the
 * sort runs through them in one pass rather than comparing each line with a dozen others.
 * `compare` must order any two lines strictly (no two lines share a key), so the result never
 * depends on the order they start in, only the time it takes. Sorts `lines` in place.
 */
export function keptOrderSort<T>(compare: (a: T, b: T) => number, keyOf: (line: T) => string): (lines: T[]) => T[] {
  let lastPositions = new Map<string, number>();
  return (lines) => {
    const placed = new Array<T | undefined>(lastPositions.size);
    const unplaced: T[] = [];
    for (const line of lines) {
      const position = lastPositions.get(keyOf(line));
      if (position === undefined) unplaced.push(line);
      else placed[position] = line;
    }
    let index = 0;
    for (const line of placed) if (line !== undefined) lines[index++] = line;
    for (const line of unplaced) lines[index++] = line;
    lines.sort(compare);
    lastPositions = new Map(lines.map((line, position) => [keyOf(line), position]));
    return lines;
  };
}
