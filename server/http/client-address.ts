import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { addressKey } from './address-key.ts';

/** What app.request() in tests, which has no socket, counts as. */
const NO_SOCKET = 'no-socket';

function socketAddress(c: Context): string {
  const bindings: unknown = c.env;
  const hasSocket = typeof bindings === 'object' && bindings !== null && 'incoming' in bindings;
  return (hasSocket && getConnInfo(c).remote.address) || NO_SOCKET;
}

/**
 * The key of the client a request comes from. Behind `trustedProxies` proxies (TRUST_PROXY),
 * it is the address the outermost one saw: each proxy appends the address it was reached
 * from to X-Forwarded-For, so that one is the n-th from the right, and whatever stands
 * further left the client wrote itself. Without a trusted proxy the header is ignored — anyone
 * can send one — and the socket's remote address counts.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const address = forwarded[forwarded.length - trustedProxies];
    if (address) return addressKey(address);
  }
  return addressKey(socketAddress(c));
}
