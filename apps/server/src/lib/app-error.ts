import { ERROR_STATUS, type ErrorCode } from '@slovo/contracts';

/**
 * A failure the client should see: a stable code (with its HTTP status and localized message)
 * plus optional message parameters and details. Services throw it; the error plugin renders it.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly params: Record<string, string | number>;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: {
      params?: Record<string, string | number>;
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.params = options.params ?? {};
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}
