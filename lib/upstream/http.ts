import axios, { type AxiosInstance } from 'axios';
import { outboxSettings, upstreamUrl, type UpstreamName } from '@/lib/config';
import { emit } from '@/lib/events';
import type { UpstreamAnswer } from './answer';

export type { UpstreamAnswer } from './answer';

// The one way this site talks to the upstream APIs (a client with a base path and an Accept header).
// One axios instance per configured base URL. Statuses are returned, not thrown: the outbox decides what a
// status means. Only "no answer at all" (refused, reset, timed out) throws, as UpstreamUnreachableError.

export class UpstreamUnreachableError extends Error {
  constructor(
    readonly upstream: UpstreamName | string,
    reason: string,
  ) {
    super(`${upstream} API unreachable: ${reason}`);
    this.name = 'UpstreamUnreachableError';
  }
}

const clients: Map<string, AxiosInstance> = ((
  globalThis as { __playmindUpstreams?: Map<string, AxiosInstance> }
).__playmindUpstreams ??= new Map());

/** The axios instance for an upstream, or null when it is not configured (the embedded backend plays it). */
export function upstreamClient(name: UpstreamName): AxiosInstance | null {
  const baseURL = upstreamUrl(name);
  if (!baseURL) return null;
  let client = clients.get(baseURL);
  if (!client) {
    client = axios.create({
      baseURL,
      headers: { Accept: 'application/json' },
      maxRedirects: 0,
      maxContentLength: 1024 * 1024,
      validateStatus: () => true,
    });
    clients.set(baseURL, client);
  }
  return client;
}

export interface UpstreamRequest {
  method: 'GET' | 'POST';
  path: string;
  /** JSON body of a POST. */
  data?: unknown;
  params?: Record<string, string>;
  /** Sent as the Idempotency-Key header, so a retried delivery is recognised upstream. */
  idempotencyKey?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Sends one request to a configured upstream and returns its status and JSON body. */
export async function callUpstream(name: UpstreamName, request: UpstreamRequest): Promise<UpstreamAnswer> {
  const client = upstreamClient(name);
  if (!client) throw new Error(`${name} API is not configured`);
  const headers: Record<string, string> = {};
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const response = await client.request({
      method: request.method,
      url: request.path,
      data: request.data,
      params: request.params,
      headers,
      timeout: request.timeoutMs ?? outboxSettings().upstreamTimeoutMs,
      signal: request.signal,
    });
    emit('upstream.request', { upstream: name, status: response.status, seconds: seconds() });
    return { status: response.status, body: asJson(response.data) };
  } catch (error) {
    emit('upstream.request', { upstream: name, status: null, seconds: seconds() });
    if (axios.isAxiosError(error) && !error.response) {
      throw new UpstreamUnreachableError(name, error.code ?? error.message);
    }
    throw error;
  }
}

function asJson(data: unknown): unknown {
  if (data === '' || data === undefined) return null;
  if (typeof data === 'string') {
    try {
      return JSON.parse(data);
    } catch {
      return null;
    }
  }
  return data;
}

export type UpstreamState = 'embedded' | 'up' | 'down';

/** For the health check: whether a configured upstream answers at all (any HTTP status counts). */
export async function probeUpstream(name: UpstreamName, timeoutMs = 2_000): Promise<UpstreamState> {
  if (!upstreamClient(name)) return 'embedded';
  try {
    await callUpstream(name, { method: 'GET', path: '/', timeoutMs });
    return 'up';
  } catch {
    return 'down';
  }
}
