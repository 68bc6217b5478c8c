import * as z from 'zod/mini';
import { API_IDS } from '@/lib/playable/networks';
import { liveRunSchema } from './review';

// POST /api/review/report/<id>/live: what the Test step sends once its live run settled, so that the report
// reopens (`/review?report=<id>`) with the live results and the matrix they settle. Every list and string is
// capped; the body is also held to the JSON body limit.

const text = (max: number) => z.string().check(z.maxLength(max));
const count = z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000));
const owner = z.enum([...API_IDS, 'generic']);

const placeFields = {
  file: z.optional(text(500)),
  line: z.optional(count),
  col: z.optional(count),
};

export const liveFactsSchema = z.object({
  settled: z.boolean(),
  calls: z
    .array(
      z.object({
        api: owner,
        name: text(200),
        role: z.enum(['ready', 'cta', 'end', 'retry', 'start', 'close', 'handshake']),
        gestures: count,
        t: z.number().check(z.minimum(0), z.maximum(86_400_000)),
      }),
    )
    .check(z.maxLength(100)),
  ctaBeforeGesture: z.nullable(text(500)),
  blocked: z.array(z.object({ detail: text(500), ...placeFields })).check(z.maxLength(20)),
  audioBeforeGesture: z.nullable(text(500)),
  hostProblems: z.object({ game_start: z.optional(text(500)), game_close: z.optional(text(500)) }),
});

export const storeLiveSchema = z.object({
  summary: liveRunSchema,
  apis: z.array(z.enum(API_IDS)).check(z.maxLength(API_IDS.length)),
  facts: liveFactsSchema,
});

export type StoreLiveRequest = z.output<typeof storeLiveSchema>;
