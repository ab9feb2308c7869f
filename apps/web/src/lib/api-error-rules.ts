import { API_TIMEOUT_MS } from '@slovo/contracts';

/** Messages of failures that carry no server answer (spec 8), worded as the original client's. */
export const TRANSPORT_MESSAGES = {
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: `timeout of ${API_TIMEOUT_MS}ms exceeded`,
} as const;

export function getStatusMessage(status: number): string {
  return `Request failed with status code ${status}`;
}

// These calls fail as part of normal work (a missing stored value, an expired session that the
// auth flow handles itself, background generation, a game link check), so a red toast would only
// alarm the user.
const SILENT_URL_PARTS = ['check-token', 'generate-before-lesson', 'game/check-auth'];

export function shouldNotifyFailure(url: string): boolean {
  const isServerStorage = url.replaceAll('client-storage', '').includes('storage');
  return !isServerStorage && !SILENT_URL_PARTS.some((part) => url.includes(part));
}

export type ErrorBody = {
  message: string | null;
  code: string | null;
  fields: { path: string; message: string }[];
  /** The raw `details` of the answer, for codes that carry more than field errors. */
  details: unknown;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the `{message, code, details}` failure body defensively: proxies may answer with HTML. */
export function readErrorBody(body: unknown): ErrorBody {
  if (!isRecord(body)) return { message: null, code: null, fields: [], details: null };
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : null;
  const code = typeof body.code === 'string' ? body.code : null;
  const rawFields = isRecord(body.details) ? body.details.fields : undefined;
  // A field named without its own message carries the message of the whole answer.
  const fields = (Array.isArray(rawFields) ? rawFields : []).flatMap((field) =>
    isRecord(field) && typeof field.path === 'string'
      ? [
          {
            path: field.path,
            message: typeof field.message === 'string' ? field.message : (message ?? ''),
          },
        ]
      : [],
  );
  return { message, code, fields, details: body.details ?? null };
}

/** The server's message when it sent one, else the transport message (spec 8). */
export function chooseErrorMessage(body: ErrorBody, transportMessage: string): string {
  return body.message ?? transportMessage;
}
