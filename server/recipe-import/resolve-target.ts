import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-check.ts';
import { hostName, isAllowedHost, type AllowedHost } from './allowed-hosts.ts';
import { importRefusal } from './refusals.ts';

/** The one address a request connects to, checked before any byte is sent. */
export interface Target {
  address: string;
  family: 4 | 6;
}

/** Resolves a host's addresses; the system's resolver unless a test gives its own. */
export type Resolve = (host: string) => Promise<readonly Target[]>;

export const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/**
 * Where a URL may be fetched from. Every address the name resolves to must be public: a name
 * with one public and one private record could otherwise reach the private one. An allowed host
 * (RECIPE_IMPORT_ALLOW_HOSTS) skips that rule, never the resolution.
 */
export async function resolveTarget(url: URL, allowed: readonly AllowedHost[], resolve: Resolve): Promise<Target> {
  const host = hostName(url);
  const literal = isIP(host);
  const targets = literal ? [{ address: host, family: literal === 6 ? 6 : 4 } as const] : await resolve(host);
  const [first] = targets;
  if (!first) throw importRefusal('remoteError');
  if (!isAllowedHost(url, allowed) && !targets.every((target) => isPublicAddress(target.address))) throw importRefusal('privateAddress');
  return first;
}

/**
 * A lookup that answers the checked address whatever is asked: the connection goes where the
 * check looked, and a second DNS answer (a rebinding server's private one) is never asked for.
 */
export function pinnedLookup({ address, family }: Target): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
