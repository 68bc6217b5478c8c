import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';
import { MASK, maskText, safeError, scrub } from './redact';

export { describeFailure, maskText, safeError, scrub, type SafeError } from './redact';

// The server's one logger: JSON lines on stdout with a level, a time, the module that wrote
// them (`scope`) and, inside a request, its id (`reqId`). Every value passes through scrub() before it is
// written (secret and personal fields masked, e-mail addresses and phone numbers masked in text, errors reduced
// to type, masked message and stack frames), and pino's own redaction covers the well-known paths on top.
// No caller ever logs a request body: the submission helper logs kinds and ids, never payloads.
// LOG_LEVEL sets the threshold (default info; `silent` turns logging off).

interface RequestContext {
  reqId: string;
}

const state = globalThis as typeof globalThis & {
  __playmindLog?: Logger;
  __playmindLogContext?: AsyncLocalStorage<RequestContext>;
};

const context: AsyncLocalStorage<RequestContext> = (state.__playmindLogContext ??=
  new AsyncLocalStorage<RequestContext>());

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,80}$/;

/** The request's id: the one a proxy in front sent in `X-Request-Id` when it looks like one, else a new one. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Runs `work` with `reqId` attached to every log line written inside it (across awaits). */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return context.run({ reqId }, work);
}

/** The current request's id, when inside withRequestId(). */
export function currentRequestId(): string | undefined {
  return context.getStore()?.reqId;
}

function keepSafe(value: unknown): unknown {
  return value instanceof Error ? safeError(value) : value;
}

function createLogger(): Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL?.trim() || 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => scrub(object) as Record<string, unknown>,
      },
      // scrub() has already made errors safe; pino's default `err` serializer would copy every property back.
      serializers: { err: keepSafe, error: keepSafe },
      hooks: {
        // The message text too: a caller may interpolate an address or an error text into it.
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? maskText(arg) : arg)) as typeof args,
          );
        },
      },
      redact: {
        paths: [
          'password',
          'repassword',
          'validate_code',
          'email',
          'phone',
          'payload',
          'body',
          '*.password',
          '*.repassword',
          '*.validate_code',
          '*.email',
          '*.phone',
          '*.payload',
          '*.body',
          'headers.authorization',
          'headers.cookie',
        ],
        censor: MASK,
      },
    },
    // Through process.stdout (not a raw file descriptor): one ordered stream with anything else on stdout.
    process.stdout,
  );
}

/** The process-wide logger, or a child with `scope` (the module writing: "outbox", "api", ...). */
export function logger(scope?: string): Logger {
  const root = (state.__playmindLog ??= createLogger());
  return scope ? root.child({ scope }) : root;
}
