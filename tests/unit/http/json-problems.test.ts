import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { HttpError, readJson } from '@/lib/http';
import { findJsonProblem, JSON_MAX_DEPTH } from '@/lib/http/guards';

// What PostgreSQL cannot store (NUL, lone surrogates) and what JSON.stringify cannot write back (deep nesting)
// is refused by the shared JSON reading, before any schema or database sees it (lib/http/guards.ts).

function post(text: string): Request {
  return new Request('http://localhost/api/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: text,
  });
}

async function refusal(text: string): Promise<HttpError> {
  const schema = z.object({ message: z.optional(z.string()) });
  try {
    await readJson(post(text), schema);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error(`accepted: ${text.slice(0, 80)}`);
}

describe('findJsonProblem', () => {
  it('names the first field holding a NUL or a lone surrogate, nested fields by their path', () => {
    expect(findJsonProblem({ a: 'ok', message: 'x\u0000y' })).toEqual({
      kind: 'unstorable',
      path: 'message',
    });
    expect(findJsonProblem({ im: { type: 'line', account: '\uD800' } })).toEqual({
      kind: 'unstorable',
      path: 'im.account',
    });
    expect(findJsonProblem({ interested_in: ['a', 'b', 'c\uDFFF'] })).toEqual({
      kind: 'unstorable',
      path: 'interested_in.2',
    });
    expect(findJsonProblem({ first: '\u0000', second: '\u0000' })).toEqual({
      kind: 'unstorable',
      path: 'first',
    });
    expect(findJsonProblem('\u0000')).toEqual({ kind: 'unstorable', path: '_' });
    // A bad key is named by its parent.
    expect(findJsonProblem({ im: { 'a\u0000': 1 } })).toEqual({ kind: 'unstorable', path: 'im' });
  });

  it('accepts well-formed text of every script, surrogate pairs included', () => {
    expect(
      findJsonProblem({ message: '山田 さん 😀 안녕 \u2028 \t', n: 1, ok: true, none: null }),
    ).toBeNull();
  });

  it('refuses nesting deeper than the limit, and walks any depth without recursion', () => {
    const deep = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth));
    expect(findJsonProblem(deep(JSON_MAX_DEPTH))).toBeNull();
    expect(findJsonProblem(deep(JSON_MAX_DEPTH + 1))).toEqual({ kind: 'too_deep' });
    expect(findJsonProblem(deep(30_000))).toEqual({ kind: 'too_deep' });
  });
});

describe('readJson', () => {
  it('answers 400 validation naming the field, for escaped and raw NUL alike', async () => {
    for (const text of ['{"message":"a\\u0000b"}', '{"message":"\\ud800"}', '{"message":"\\udc00x"}']) {
      const error = await refusal(text);
      expect(error.status, text).toBe(400);
      expect(error.body, text).toEqual({ error: 'validation', fields: { message: 'invalidCharacters' } });
    }
  });

  it('answers 400 invalid_json to a body nested too deep, and to raw UTF-8 that encodes a surrogate', async () => {
    const deep = await refusal('['.repeat(20_000) + ']'.repeat(20_000));
    expect(deep).toMatchObject({ status: 400, body: { error: 'invalid_json', reason: 'nesting' } });
    const raw = new Uint8Array([0x7b, 0x22, 0x6d, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]);
    const request = new Request('http://localhost/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw,
    });
    await expect(readJson(request, z.object({}))).rejects.toMatchObject({
      status: 400,
      body: { error: 'invalid_json' },
    });
  });
});
