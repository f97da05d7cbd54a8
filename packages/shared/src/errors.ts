/**
 * One error model for the whole product. The server throws AppError with one of these codes;
 * the error handler turns it into the spec's body (spec 1 §8):
 * `{ statusCode, message, formError?, resend?, type?, email? }`.
 */
import type { ValidationIssue } from './validation/issue-message';

export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  BLOCKED: 401,
  FORBIDDEN: 403,
  ANOTHER_DEVICE: 403,
  UNVERIFIED: 403,
  ADMIN_LINK_SENT: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  UNPROCESSABLE: 422,
  LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Field name → already translated message, fed straight into the form (spec 1 §8). */
export type FormErrors = Record<string, string>;

export interface ApiErrorBody {
  statusCode: number;
  message: string;
  formError?: FormErrors;
  resend?: boolean;
  /** Machine-readable reason, e.g. 'anotherUser', 'blocked', 'unverified', 'maintenance'. */
  type?: string;
  email?: string;
}

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    /** A message key from the shared catalogue (translated by the error handler) or plain text. */
    message: string,
    readonly details: {
      formError?: FormErrors;
      resend?: boolean;
      type?: string;
      email?: string;
      /** Interpolation values for the message key. */
      params?: Record<string, string | number>;
      /** Zod issues of a failed parse: the error handler turns them into formError (issuesToFormError). */
      issues?: readonly ValidationIssue[];
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}

export const isApiErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiErrorBody).statusCode === 'number' &&
  typeof (value as ApiErrorBody).message === 'string';
