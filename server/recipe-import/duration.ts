/**
 * Minutes of an ISO 8601 duration as recipes write them: "PT1H30M", "P0DT0H20M0S", "PT1.5H",
 * "PT90M", "P1D" (a marinade). A bare number counts minutes. Null for anything else.
 */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().toUpperCase();
  if (/^\d+$/.test(text)) return Number(text);
  const match = /^P(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return null;
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => (part ? Number(part.replace(',', '.')) : 0));
  return Math.round((days ?? 0) * 1_440 + (hours ?? 0) * 60 + (minutes ?? 0) + (seconds ?? 0) / 60);
}
