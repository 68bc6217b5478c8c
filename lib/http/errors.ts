import { logger, requestIdOf, withRequestId } from '@/lib/log';

// The one mapping from failures to HTTP answers for every route handler under app/api.
// Bad input is always a 4xx with a JSON body; only a genuine fault of ours answers 5xx.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** 400 `{"error":"validation","fields":{field: message key}}`: the answer every form reads as field errors. */
export function validationError(fields: Record<string, string>): HttpError {
  return new HttpError(400, { error: 'validation', fields });
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/** A JSON answer that no cache keeps (answers of the form APIs are per visitor). */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** A JSON error answer: `{"error": code, ...extra}`. */
export function jsonError(
  status: number,
  code: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json(status, { error: code, ...extra }, headers);
}

/** The Response for anything a handler threw. Unexpected errors are logged and answered 500 without details. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof HttpError) return json(error.status, error.body, error.headers);
  if (isDatabaseUnavailable(error)) {
    logger('api').error({ err: error }, 'database unavailable');
    return jsonError(503, 'unavailable', {}, { 'Retry-After': '30' });
  }
  logger('api').error({ err: error }, 'unexpected error');
  return jsonError(500, 'internal');
}

function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'DatabaseLockedError' || error.name === 'BuildPhaseError') return true;
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '57P03' || code === '53300';
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler so every failure becomes a JSON answer from toErrorResponse(), and every log line
 * written while it runs carries the request's id (answered in `X-Request-Id`, so a visitor's report can be
 * matched to the server's log).
 */
export function withErrorMapping<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const reqId = requestIdOf(request);
    const response = await withRequestId(reqId, async () => {
      try {
        return await handler(request, context);
      } catch (error) {
        return toErrorResponse(error);
      }
    });
    try {
      response.headers.set('X-Request-Id', reqId);
    } catch {
      // An immutable Response (a redirect or a fetched one passed through) keeps its headers.
    }
    return response;
  };
}
