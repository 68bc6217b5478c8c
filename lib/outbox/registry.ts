import type { OutboxOperation } from './types';

// The operations features register: the core looks a row's kind up here and knows nothing else about it.
// A worker claims only the kinds registered in its process, so a process that lacks a feature never takes
// (and never fails) that feature's rows. On globalThis: Next evaluates the instrumentation (the worker) and
// each route (the submissions) in separate module graphs of the same process.

const operations: Map<string, OutboxOperation> = ((
  globalThis as { __playmindOutboxOperations?: Map<string, OutboxOperation> }
).__playmindOutboxOperations ??= new Map());

/** Registers (or, when modules are evaluated again, replaces) the operation of `operation.kind`. */
export function registerOperation<T extends OutboxOperation>(operation: T): T {
  operations.set(operation.kind, operation);
  return operation;
}

export function operationFor(kind: string): OutboxOperation | undefined {
  return operations.get(kind);
}

export function registeredKinds(): string[] {
  return [...operations.keys()];
}

/** A row's payload as an operator may see it: what the operation keeps after delivery. */
export function displayPayload(kind: string, payload: unknown): unknown {
  const redact = operations.get(kind)?.redact;
  return redact ? redact(payload) : payload;
}
