import type { AxiosError } from 'axios';
import { FALLBACK_ERROR, NETWORK_ERROR } from './constants';

/** A save refused because the record changed since it was loaded: the record now, and its version. */
export interface StaleRecord {
  current: Record<string, unknown>;
  etag?: string;
}

/** The one error shape every screen reads: the server's `{message}`, or the client's own text without one. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly field?: string;
  readonly stale?: StaleRecord;

  constructor(message: string, statusCode = 0, field?: string, stale?: StaleRecord) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.field = field;
    this.stale = stale;
  }
}

function readBody(data: unknown): { message?: string; field?: string; current?: Record<string, unknown> } {
  if (typeof data === 'string') {
    try {
      return readBody(JSON.parse(data));
    } catch {
      return {};
    }
  }
  if (!data || typeof data !== 'object') return {};
  const { message, field, current } = data as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message.trim() ? message : undefined,
    field: typeof field === 'string' && field ? field : undefined,
    current: current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined,
  };
}

/** axios's own isAxiosError test, by shape: importing it would put axios on the login page's critical path. */
const isAxiosError = (error: unknown): error is AxiosError =>
  (error as { isAxiosError?: unknown } | null)?.isAxiosError === true;

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (!error.response) return new ApiError(NETWORK_ERROR);
    const { message, field, current } = readBody(error.response.data);
    const etag = error.response.headers?.etag as string | undefined;
    const stale = current ? { current, etag } : undefined;
    return new ApiError(message ?? FALLBACK_ERROR, error.response.status, field, stale);
  }
  return new ApiError(FALLBACK_ERROR);
}

/** A validation message reads "field: text"; next to the field only the text is wanted. */
export function fieldMessage(error: ApiError): string {
  return error.field && error.message.startsWith(`${error.field}: `)
    ? error.message.slice(error.field.length + 2)
    : error.message;
}
