/**
 * Response headers by path, the way firebase.json `hosting.headers` states them. Both Firebase
 * Hosting (from firebase.json) and `vite preview` (through preview-headers-plugin.ts) apply them.
 */
export interface HeaderRule {
  /** `**`, `/exact/path`, `/folder/**`, or one of them negated with a leading `!`. */
  source: string;
  headers: Record<string, string>;
}

/** The shape of firebase.json `hosting.headers`. */
export type FirebaseHeaderRule = { source: string; headers: { key: string; value: string }[] };

export function toFirebaseHeaders(rules: readonly HeaderRule[]): FirebaseHeaderRule[] {
  return rules.map(({ source, headers }) => ({ source, headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }));
}

/**
 * Whether a rule's source matches a request path, for the few glob forms rules use here
 * (Hosting's own matcher is a full glob; firebase-json.test.ts checks both agree). Like
 * Hosting, a trailing slash is ignored: `/auth-status/` is `/auth-status`.
 */
export function sourceMatches(source: string, pathname: string): boolean {
  if (source.startsWith('!')) return !sourceMatches(source.slice(1), pathname);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (source === '**') return true;
  if (source.endsWith('/**')) return path.startsWith(`${source.slice(0, -'/**'.length)}/`);
  if (source.includes('*')) throw new Error(`Unsupported header source "${source}": use **, /path, /folder/** or their negation`);
  return path === source;
}

/** The headers a path gets: those of every matching rule, a later rule winning a clash as on Hosting. */
export function headersFor(pathname: string, rules: readonly HeaderRule[]): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => sourceMatches(rule.source, pathname)).map((rule) => rule.headers));
}
