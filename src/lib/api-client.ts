import { type Endpoint, type EndpointParams, type EndpointRequest, type EndpointResponse, endpointPath } from '@/domain/api/endpoint';
import { apiErrorBodySchema } from '@/domain/api/error-body';
import { frenchText, isLocaleKey, type LocaleKey } from '@/locales/locale-key';

/** Spec A §7 and §9: a retried call gets 3 attempts, with a pause of 1 second times the attempt number. */
export const MAX_ATTEMPTS = 3;
export const RETRY_PAUSE_MS = 1_000;

/**
 * A failed call to the API service. `key` names the problem in the locale files and `message`
 * is its French text (the server's own when it sent one). `specific` is false for the generic
 * failures (network, 5xx, an answer without a known code), where a screen's own message reads better.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: LocaleKey,
    readonly specific: boolean,
    message: string = frenchText(key),
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The locale key a store keeps for a failed call: the server's when it named the problem, else the flow's own. */
export function apiErrorKey(error: unknown, fallback: LocaleKey): LocaleKey {
  return error instanceof ApiError && error.specific ? error.key : fallback;
}

export interface ApiClientOptions {
  /** The signed-in user's ID token, null when nobody is signed in. */
  getIdToken: () => Promise<string | null>;
  /** Where the service answers; the app's own origin by default (Vite proxies /api locally). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export interface ApiClient {
  /** `params` fills the path's `:name` segments; a GET's body is never sent. */
  call<E extends Endpoint>(endpoint: E, body: EndpointRequest<E>, params?: EndpointParams<E>): Promise<EndpointResponse<E>>;
}

/** The pause after failed attempt n (1-based). */
export function retryPauseMs(backoff: Endpoint['backoff'], attemptNumber: number): number {
  return backoff === 'doubling' ? RETRY_PAUSE_MS * 2 ** (attemptNumber - 1) : RETRY_PAUSE_MS * attemptNumber;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Network failures and 5xx may pass; a 4xx would only be refused again. */
function isTransient(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500;
}

async function refusal(response: Response): Promise<ApiError> {
  if (response.status >= 500) return new ApiError(response.status, 'api.unavailable', false);
  const body = apiErrorBodySchema.safeParse(await response.json().catch(() => undefined));
  if (!body.success) return new ApiError(response.status, 'api.unknownError', false);
  const { code, message } = body.data;
  return code !== undefined && isLocaleKey(code) ? new ApiError(response.status, code, true, message) : new ApiError(response.status, 'api.unknownError', false, message);
}

/** JSON over HTTP to the API service, with the typed bodies of src/domain/api and the spec's retries. */
export function createApiClient({ getIdToken, baseUrl = '', fetch: send = globalThis.fetch }: ApiClientOptions): ApiClient {
  async function attempt<E extends Endpoint>(endpoint: E, body: EndpointRequest<E>, path: string): Promise<EndpointResponse<E>> {
    const sendsBody = endpoint.method !== 'GET';
    const headers: Record<string, string> = sendsBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' };
    if (endpoint.bearer) {
      const token = await getIdToken();
      if (!token) throw new ApiError(401, 'api.auth.required', true);
      headers.Authorization = `Bearer ${token}`;
    }
    let response: Response;
    try {
      response = await send(`${baseUrl}${path}`, { method: endpoint.method, headers, ...(sendsBody ? { body: JSON.stringify(body) } : {}) });
    } catch {
      throw new ApiError(0, 'api.unavailable', false);
    }
    if (!response.ok) throw await refusal(response);
    const answer = endpoint.response.safeParse(await response.json().catch(() => undefined));
    if (!answer.success) throw new ApiError(response.status, 'api.unknownError', false);
    return answer.data as EndpointResponse<E>;
  }

  return {
    async call(endpoint, body, params) {
      const path = endpointPath(endpoint.path, params ?? {});
      for (let attemptNumber = 1; ; attemptNumber += 1) {
        try {
          return await attempt(endpoint, body, path);
        } catch (error) {
          const retry = endpoint.retry && error instanceof ApiError && isTransient(error) && attemptNumber < MAX_ATTEMPTS;
          if (!retry) throw error;
          await wait(retryPauseMs(endpoint.backoff, attemptNumber));
        }
      }
    },
  };
}
