import {
  API_TIMEOUT_MS,
  DEFAULT_API_LANGUAGE,
  type ErrorCode,
  isLanguage,
  RESPONSE_ERROR_NOTIFICATION_ID,
} from '@slovo/contracts';
import {
  chooseErrorMessage,
  type ErrorBody,
  getStatusMessage,
  readErrorBody,
  shouldNotifyFailure,
  TRANSPORT_MESSAGES,
} from './api-error-rules.ts';
import { getToken } from './auth/token-store.ts';
import { startDeploy } from './deploy-status.ts';
import { i18n } from './i18n.ts';
import { notify } from './notify.ts';

const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '/api';

/** The API address shown on local and test hosts. */
export function getApiAddress(): string {
  return new URL(API_BASE_URL, window.location.origin).href;
}

class ApiError extends Error {
  readonly status: number | null;
  readonly code: string | null;
  readonly fields: ErrorBody['fields'];
  readonly details: unknown;
  /** The caller cancelled the request (the page that needed it went away): not a failure. */
  readonly isCancelled: boolean;
  /** Seconds to wait before trying again (a 429's `retry-after`), when the answer says. */
  readonly retryAfterSeconds: number | null;

  constructor(
    message: string,
    options: {
      status?: number;
      body?: ErrorBody;
      isCancelled?: boolean;
      retryAfterSeconds?: number | null;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status ?? null;
    this.code = options.body?.code ?? null;
    this.fields = options.body?.fields ?? [];
    this.details = options.body?.details ?? null;
    this.isCancelled = options.isCancelled ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The API cannot serve for a while (a deploy, or its database is down): the session is fine and
 * the unavailable window waits for the API to come back.
 */
export function isUnavailableError(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 503 &&
    (error.code === 'MAINTENANCE' || error.code === 'DATABASE_UNAVAILABLE')
  );
}

type Parser<T> = { parse: (value: unknown) => T };
/**
 * A contracts schema, or a loader of one: public pages fetch their schemas (and zod with them)
 * on demand, side by side with the call, so their first screen draws without them (decision 047).
 */
type SchemaSource<T> = Parser<T> | (() => Promise<Parser<T>>);

/** Starts loading a schema given by its loader; a failed load is reported where it is awaited. */
function startLoading<T>(schema: SchemaSource<T> | undefined): Promise<Parser<T> | undefined> {
  const loading = Promise.resolve(typeof schema === 'function' ? schema() : schema);
  loading.catch(() => undefined);
  return loading;
}

type CallOptions = {
  /** Polls that are expected to fail (the health check during a deploy) raise no notification. */
  isSilent?: boolean;
  /**
   * Failure codes that are a normal answer the screen shows in its own place (a field error, a
   * confirm step, a status page): a red notification on top would repeat it.
   */
  handledCodes?: readonly ErrorCode[];
};

/**
 * What a page opened from a family's link says in its own place: a retired or mangled link, and
 * too many bad links from this address (with the seconds to wait).
 */
export const FAMILY_LINK_HANDLED_CODES = [
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'TOO_MANY_LINK_ATTEMPTS',
] as const satisfies readonly ErrorCode[];

/** A family's link that no longer leads anywhere: retired (404) or mangled (the token's check). */
export function isDeadLinkError(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 'VALIDATION_FAILED');
}

type RequestOptions<T> = CallOptions & {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Checks the `data` field against a contracts schema. */
  schema?: SchemaSource<T>;
  /** The request outlives the page (a small report sent as the tab closes or reloads). */
  keepalive?: boolean;
};

type UploadOptions<T> = CallOptions & {
  signal?: AbortSignal;
  /** Checks the `data` field against a contracts schema. */
  schema: Parser<T>;
  /** Whole percent of the body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
};

/** Status and parsed body of an answer, whichever transport brought it. */
type RawResponse = { status: number; body: unknown; retryAfter: string | null };

/** `retry-after` in seconds (the API never sends the date form). */
function readRetryAfter(value: string | null): number | null {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/** What every call to the API sends: the answer it takes, the session's token and the language. */
export function buildApiHeaders(accept: string): Headers {
  const headers = new Headers({ Accept: accept });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const language = i18n.resolvedLanguage;
  headers.set('lang', isLanguage(language) ? language : DEFAULT_API_LANGUAGE);
  return headers;
}

function buildHeaders(hasJsonBody: boolean): Headers {
  const headers = buildApiHeaders('application/json');
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  return headers;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function sendRequest(url: string, options: RequestOptions<unknown>): Promise<RawResponse> {
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    const hasBody = options.body !== undefined;
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: buildHeaders(hasBody),
      body: hasBody ? JSON.stringify(options.body) : null,
      signal: controller.signal,
      keepalive: options.keepalive ?? false,
    });
    // The time-out covers the body too: a stalled stream must not hang the caller.
    return {
      status: response.status,
      body: parseJson(await response.text()),
      retryAfter: response.headers.get('retry-after'),
    };
  } catch {
    if (isTimedOut) throw new ApiError(TRANSPORT_MESSAGES.timeout);
    if (controller.signal.aborted) {
      throw new ApiError(TRANSPORT_MESSAGES.aborted, { isCancelled: true });
    }
    throw new ApiError(TRANSPORT_MESSAGES.network);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

/**
 * Posts multipart form data. `fetch` cannot report how much of the body has been sent, so uploads
 * go through XMLHttpRequest, with the same headers, time-out and transport messages.
 */
function sendUpload(url: string, body: FormData, options: UploadOptions<unknown>) {
  return new Promise<RawResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abortFromCaller = () => xhr.abort();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.timeout = API_TIMEOUT_MS;
    // No Content-Type: the browser writes the multipart boundary itself.
    for (const [name, value] of buildHeaders(false)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: parseJson(xhr.responseText),
        retryAfter: xhr.getResponseHeader('retry-after'),
      });
    xhr.onerror = () => reject(new ApiError(TRANSPORT_MESSAGES.network));
    xhr.ontimeout = () => reject(new ApiError(TRANSPORT_MESSAGES.timeout));
    xhr.onabort = () => reject(new ApiError(TRANSPORT_MESSAGES.aborted, { isCancelled: true }));
    xhr.onloadend = () => options.signal?.removeEventListener('abort', abortFromCaller);
    options.signal?.addEventListener('abort', abortFromCaller, { once: true });
    xhr.send(body);
  });
}

function showErrorNotification(message: string): void {
  // One id for every failure (a burst shows once); the newest message replaces the shown one.
  notify({ id: RESPONSE_ERROR_NOTIFICATION_ID, color: 'red', message });
}

function reportFailure(url: string, error: ApiError, options: CallOptions): void {
  if (error.isCancelled) return;
  if (isUnavailableError(error)) {
    startDeploy(error.code === 'MAINTENANCE' ? 'deploy' : 'database');
  }
  const isHandled =
    error.code !== null && (options.handledCodes ?? []).some((code) => code === error.code);
  if (!options.isSilent && !isHandled && shouldNotifyFailure(url)) {
    showErrorNotification(error.message);
  }
}

/** Sends a call, turns a failure answer into ApiError and reports it; `read` picks the result. */
async function callApi<T>(
  url: string,
  options: CallOptions,
  send: () => Promise<RawResponse>,
  read: (body: unknown) => T | Promise<T>,
): Promise<T> {
  try {
    const { status, body, retryAfter } = await send();
    if (status < 200 || status > 299) {
      const errorBody = readErrorBody(body);
      const message = chooseErrorMessage(errorBody, getStatusMessage(status));
      throw new ApiError(message, {
        status,
        body: errorBody,
        retryAfterSeconds: readRetryAfter(retryAfter),
      });
    }
    return await read(body);
  } catch (caught) {
    const error = isApiError(caught)
      ? caught
      : new ApiError(caught instanceof Error ? caught.message : String(caught));
    reportFailure(url, error, options);
    throw error;
  }
}

function readData<T>(body: unknown, schema: Parser<T> | undefined): T {
  const data = (body as { data?: unknown } | null)?.data;
  return schema ? schema.parse(data) : (data as T);
}

/** Calls the API and returns the `data` field; throws ApiError after reporting the failure. */
export function requestData<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const url = `${API_BASE_URL}${path}`;
  const schema = startLoading(options.schema);
  return callApi(
    url,
    options,
    () => sendRequest(url, options),
    async (body) => readData(body, await schema),
  );
}

/**
 * Calls a list endpoint and returns the whole `{data, meta}` answer, checked by `schema` (a
 * contracts `pageOf(...)`): the paging meta lives beside `data`.
 */
export function requestPage<T>(
  path: string,
  options: Omit<RequestOptions<T>, 'schema'> & { schema: Parser<T> },
): Promise<T> {
  const url = `${API_BASE_URL}${path}`;
  return callApi(
    url,
    options,
    () => sendRequest(url, options),
    (body) => options.schema.parse(body),
  );
}

/** Uploads form data with progress and returns the `data` field, as `requestData` does. */
export function uploadData<T>(path: string, body: FormData, options: UploadOptions<T>): Promise<T> {
  const url = `${API_BASE_URL}${path}`;
  return callApi(
    url,
    options,
    () => sendUpload(url, body, options),
    (answer) => readData(answer, options.schema),
  );
}

/** Spec 7 helper: the `data` field, or null when the call failed (the failure is logged). */
export async function requestDataOrNull<T>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T | null> {
  try {
    return await requestData(path, options);
  } catch (error) {
    console.warn(`API call ${path} failed`, error);
    return null;
  }
}
