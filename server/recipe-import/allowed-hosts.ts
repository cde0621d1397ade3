/** A host the private-network rule lets through (RECIPE_IMPORT_ALLOW_HOSTS): any port unless one is named. */
export interface AllowedHost {
  host: string;
  port: number | null;
}

/**
 * Reads "localhost, 127.0.0.1:4567, [::1]:8080": host names or addresses, each with an optional
 * port. Throws on an entry that is neither, so a typo fails at start rather than silently.
 */
export function parseAllowedHosts(list: string): AllowedHost[] {
  return list
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const match = /^(?:\[([0-9a-f:.]+)\]|([^:[\]/\s]+))(?::(\d{1,5}))?$/.exec(entry);
      // A bare IPv6 address has colons of its own: its last group is never read as a port.
      const bareIpv6 = /^[0-9a-f]*:[0-9a-f]*:[0-9a-f:.]*$/.exec(entry)?.[0];
      const host = bareIpv6 ?? match?.[1] ?? match?.[2];
      const port = bareIpv6 || !match?.[3] ? null : Number(match[3]);
      if (!host || (port !== null && (port < 1 || port > 65_535))) throw new Error(`not a host or host:port: "${entry}"`);
      return { host, port };
    });
}

/** The port a URL connects to, its scheme's default when it names none. */
export function effectivePort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** The URL's host name as DNS and the allow list know it: lower case, an IPv6 address without brackets. */
export function hostName(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

export function isAllowedHost(url: URL, allowed: readonly AllowedHost[]): boolean {
  const host = hostName(url);
  const port = effectivePort(url);
  return allowed.some((entry) => entry.host === host && (entry.port === null || entry.port === port));
}
