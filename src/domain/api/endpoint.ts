import type { z } from 'zod';

/**
 * One call of the API service, as both sides see it: the server parses the request body with
 * `request` and answers `response`; the app's HTTP client sends the one and reads the other.
 */
export interface Endpoint<Request extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  /** A GET sends no body: its `request` is the empty object. */
  method: 'GET' | 'POST';
  /** Hono's pattern: a `:name` segment is filled from the call's path parameters. */
  path: `/${string}`;
  request: Request;
  response: Response;
  /** The call carries the signed-in user's ID token (Authorization: Bearer). */
  bearer: boolean;
  /**
   * The client may send it again after a failure without an answer (network, 5xx): only calls
   * whose repetition changes nothing more than the first did.
   */
  retry: boolean;
  /**
   * The pause before attempt n + 1: 1 s × n by default (spec A §7), or doubling from 1 s, as
   * the plans screen retries its products (spec A §7 and §9).
   */
  backoff?: 'linear' | 'doubling';
}

export function defineEndpoint<Request extends z.ZodType, Response extends z.ZodType>(endpoint: Endpoint<Request, Response>): Endpoint<Request, Response> {
  return endpoint;
}

export type EndpointRequest<E extends Endpoint> = z.input<E['request']>;
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** The names of an endpoint path's `:name` segments, as a record the call must fill. */
export type EndpointParams<E extends Endpoint> = PathParams<E['path']>;

type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Record<Name, string> & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Record<Name, string>
    : Record<never, string>;

/** The endpoint's path with each `:name` segment replaced by its encoded parameter. */
export function endpointPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}
