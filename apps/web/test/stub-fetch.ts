import { vi } from 'vitest';

type RecordedCall = { method: string; url: string; headers: Headers; body: unknown };
type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * Replaces `fetch` with answers keyed by `METHOD /url`; any other call answers 404 like the API.
 * A key without a query string also answers that path with any query (lists, filters).
 * Returns the calls made, to check what the client sent.
 */
export function stubFetch(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    calls.push(call);
    const path = call.url.split('?')[0];
    const handler = handlers[`${call.method} ${call.url}`] ?? handlers[`${call.method} ${path}`];
    return handler ? handler(call) : jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  return calls;
}
