import { notifications, notificationsStore } from '@mantine/notifications';
import {
  API_TIMEOUT_MS,
  DEFAULT_API_LANGUAGE,
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

const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '/api';

/** The API address shown on local and test hosts. */
export function getApiAddress(): string {
  return new URL(API_BASE_URL, window.location.origin).href;
}

class ApiError extends Error {
  readonly status: number | null;
  readonly code: string | null;
  readonly fields: ErrorBody['fields'];
  /** The caller cancelled the request (the page that needed it went away): not a failure. */
  readonly isCancelled: boolean;

  constructor(
    message: string,
    options: { status?: number; body?: ErrorBody; isCancelled?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status ?? null;
    this.code = options.body?.code ?? null;
    this.fields = options.body?.fields ?? [];
    this.isCancelled = options.isCancelled ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Checks the `data` field against a contracts schema. */
  schema?: { parse: (value: unknown) => T };
  /** Polls that are expected to fail (the health check during a deploy) raise no notification. */
  isSilent?: boolean;
};

function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const language = i18n.resolvedLanguage;
  headers.set('lang', isLanguage(language) ? language : DEFAULT_API_LANGUAGE);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function sendRequest(
  url: string,
  options: RequestOptions<unknown>,
): Promise<{ response: Response; body: unknown }> {
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
    });
    // The time-out covers the body too: a stalled stream must not hang the caller.
    return { response, body: await readJson(response) };
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

function showErrorNotification(message: string): void {
  const notification = { id: RESPONSE_ERROR_NOTIFICATION_ID, color: 'red', message };
  // One id for every failure (a burst shows once); the newest message replaces the shown one.
  const isShown = notificationsStore
    .getState()
    .notifications.some((item) => item.id === RESPONSE_ERROR_NOTIFICATION_ID);
  if (isShown) notifications.update(notification);
  else notifications.show(notification);
}

function reportFailure(url: string, error: ApiError, options: RequestOptions<unknown>): void {
  if (error.isCancelled) return;
  if (error.status === 503 && error.code === 'MAINTENANCE') startDeploy();
  if (!options.isSilent && shouldNotifyFailure(url)) showErrorNotification(error.message);
}

/** Calls the API and returns the `data` field; throws ApiError after reporting the failure. */
export async function requestData<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const url = `${API_BASE_URL}${path}`;
  try {
    const { response, body } = await sendRequest(url, options);
    if (!response.ok) {
      const errorBody = readErrorBody(body);
      const message = chooseErrorMessage(errorBody, getStatusMessage(response.status));
      throw new ApiError(message, { status: response.status, body: errorBody });
    }
    const data = (body as { data?: unknown } | null)?.data;
    return options.schema ? options.schema.parse(data) : (data as T);
  } catch (caught) {
    const error = isApiError(caught)
      ? caught
      : new ApiError(caught instanceof Error ? caught.message : String(caught));
    reportFailure(url, error, options);
    throw error;
  }
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
