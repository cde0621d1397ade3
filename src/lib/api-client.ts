/** A failed call to the API service; `message` is the server's own when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string | undefined,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the server named the problem; otherwise the caller shows its own default. */
  get hasServerMessage(): boolean {
    return Boolean(this.message);
  }
}

async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON (a proxy error page, say): the caller falls back to its default message.
  }
  return undefined;
}

/** POSTs JSON to the API service (same origin; Vite proxies it locally) and returns the JSON answer. */
export async function postJson<T = unknown>(path: string, body: unknown, { idToken }: { idToken?: string } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(undefined, 0);
  }
  if (!response.ok) throw new ApiError(await readMessage(response), response.status);
  return (await response.json().catch(() => ({}))) as T;
}
