/**
 * A text function whose results are kept: for names that come back on every build of a list,
 * where working a name out again costs more than the rest of its line. At most `limit` results
 * are kept; past that they are all forgotten at once, so memory stays bounded.
 */
export function keptText<T extends string>(transform: (text: string) => T, limit = 5_000): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    let result = kept.get(text);
    if (result === undefined) {
      if (kept.size >= limit) kept.clear();
      result = transform(text);
      kept.set(text, result);
    }
    return result;
  };
}
