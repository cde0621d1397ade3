import type { z } from 'zod';

/**
 * One call of the API service, as both sides see it: the server parses the request body with
 * `request` and answers `response`; the app's HTTP client sends the one and reads the other.
 */
export interface Endpoint<Request extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  method: 'POST';
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
}

export function defineEndpoint<Request extends z.ZodType, Response extends z.ZodType>(endpoint: Endpoint<Request, Response>): Endpoint<Request, Response> {
  return endpoint;
}

export type EndpointRequest<E extends Endpoint> = z.input<E['request']>;
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
