/**
 * The portions of a recipeYield: "4", 4, "4 personnes", "Pour 6 parts", ["4", "4 servings"],
 * "4-6 portions" (the first figure). Null when no entry holds a whole number of at least 1.
 */
export function yieldServings(value: unknown): number | null {
  const entries = Array.isArray(value) ? (value as unknown[]) : [value];
  for (const entry of entries) {
    const text = typeof entry === 'number' ? String(entry) : typeof entry === 'string' ? entry : '';
    const figure = /\d+/.exec(text)?.[0];
    const servings = figure ? Number(figure) : 0;
    if (servings >= 1 && servings <= 1_000) return servings;
  }
  return null;
}
