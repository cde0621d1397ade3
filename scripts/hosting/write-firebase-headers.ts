import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toFirebaseHeaders } from './header-rules.ts';
import { securityHeaderRules } from './security-headers.ts';
import { hostingRewrites } from './service-routes.ts';

/** Writes the security headers and the service's rewrites into firebase.json: `npx tsx scripts/hosting/write-firebase-headers.ts`. */
export const firebaseJsonPath = fileURLToPath(new URL('../../firebase.json', import.meta.url));

const LINE_WIDTH = 100;

/** JSON where an object or a list that fits on its line stays on one; `column` is where it starts. */
function layout(value: unknown, indent = '', column = 0): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const isArray = Array.isArray(value);
  const entries: [string | null, unknown][] = isArray ? value.map((item) => [null, item]) : Object.entries(value);
  const members = (inner: string, start: number) =>
    entries.map(([key, item]) => {
      const label = key === null ? '' : `${JSON.stringify(key)}: `;
      return label + layout(item, inner, start + label.length);
    });
  const flat = isArray ? `[${members('', 0).join(', ')}]` : `{ ${members('', 0).join(', ')} }`;
  if (!flat.includes('\n') && column + flat.length < LINE_WIDTH) return flat;
  const inner = `${indent}  `;
  return `${isArray ? '[' : '{'}\n${members(inner, inner.length).map((member) => inner + member).join(',\n')}\n${indent}${isArray ? ']' : '}'}`;
}

/** firebase.json with its hosting headers taken from security-headers.ts (production: no emulators) and its rewrites from service-routes.ts. */
export function withSecurityHeaders(firebaseJson: string): string {
  const config = JSON.parse(firebaseJson) as { hosting: Record<string, unknown> };
  config.hosting.rewrites = hostingRewrites();
  config.hosting.headers = toFirebaseHeaders(securityHeaderRules());
  return `${layout(config)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(firebaseJsonPath, withSecurityHeaders(readFileSync(firebaseJsonPath, 'utf8')));
}
