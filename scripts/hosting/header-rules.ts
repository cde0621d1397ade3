/**
 * Response headers by path, the way firebase.json `hosting.headers` states them. Both Firebase
 * Hosting (from firebase.json) and `vite preview` (through preview-headers-plugin.ts) apply them.
 */
export interface HeaderRule {
  /** `**`, `/exact/path`, `/folder/*`, `/folder/**`, alternatives in braces, or one of them negated with a leading `!`. */
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
  return expandBraces(source).some((pattern) => patternMatches(pattern, path));
}

function patternMatches(pattern: string, path: string): boolean {
  if (pattern === '**') return true;
  if (pattern.endsWith('/**')) return path.startsWith(`${pattern.slice(0, -'/**'.length)}/`);
  if (pattern.endsWith('/*') && !pattern.slice(0, -1).includes('*')) {
    const folder = pattern.slice(0, -1);
    return path.startsWith(folder) && path.length > folder.length && !path.slice(folder.length).includes('/');
  }
  if (pattern.includes('*')) throw new Error(`Unsupported header source "${pattern}": use **, /path, /folder/*, /folder/**, braces or their negation`);
  return path === pattern;
}

/** `{a,b{,/**}}` → `a`, `b`, `b/**`: the first brace group's alternatives, each expanded in turn. */
function expandBraces(source: string): string[] {
  const open = source.indexOf('{');
  if (open === -1) return [source];
  let depth = 0;
  const cuts: number[] = [];
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    if ((char === ',' && depth === 1) || depth === 0) cuts.push(index);
    if (depth === 0) break;
  }
  const close = cuts.at(-1) ?? source.length;
  const starts = [open, ...cuts.slice(0, -1)];
  const alternatives = starts.map((start, index) => source.slice(start + 1, cuts[index]));
  return alternatives.flatMap((alternative) => expandBraces(source.slice(0, open) + alternative + source.slice(close + 1)));
}

/** The headers a path gets: those of every matching rule, a later rule winning a clash as on Hosting. */
export function headersFor(pathname: string, rules: readonly HeaderRule[]): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => sourceMatches(rule.source, pathname)).map((rule) => rule.headers));
}
