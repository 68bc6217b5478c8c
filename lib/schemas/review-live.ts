import * as z from 'zod/mini';
import { CHECK_MESSAGES, type CheckMessageKey } from '@/lib/playable/messages';
import { API_IDS } from '@/lib/playable/networks';
import { LIVE_SUMMARY_CHECKS } from './review-live-checks';

// POST /api/review/report/<id>/live: what the Test step sends once its live run settled, so that the report
// reopens (`/review?report=<id>`) and is mailed (POST /api/review/send-email) with the live results and the
// matrix they settle. Every list and string is capped; the body is also held to the JSON body limit.

const text = (max: number) => z.string().check(z.maxLength(max));
const count = z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000));
const owner = z.enum([...API_IDS, 'generic']);

const placeFields = {
  file: z.optional(text(500)),
  line: z.optional(count),
  col: z.optional(count),
};

const LIVE_STATUS = z.enum(['success', 'failed', 'undetected', 'checking', 'warning', 'not_applicable']);

const messageKey = text(100).check(z.refine((key) => Object.hasOwn(CHECK_MESSAGES, key)));

/** A finding as the Test step shows it: where, what, the rule item it is for and what it rests on. */
const evidenceSchema = z.object({
  ...placeFields,
  detail: text(500),
  rule: z.optional(text(100)),
  warning: z.optional(z.literal(true)),
  proof: z.optional(z.enum(['static', 'live'])),
});

/**
 * The live run as the browser summarised it: statuses with their message and findings, the step count and the
 * timeline as text lines. A finding may be a plain line (what the first version of the page sent).
 */
export const liveRunSchema = z.object({
  checks: z.partialRecord(
    z.enum(LIVE_SUMMARY_CHECKS),
    z.object({
      status: LIVE_STATUS,
      message: z.optional(
        z.pipe(
          messageKey,
          z.transform((key) => key as CheckMessageKey),
        ),
      ),
      via: z.optional(text(200)),
      evidence: z.optional(z.array(z.union([text(500), evidenceSchema])).check(z.maxLength(20))),
    }),
  ),
  steps: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(10_000))),
  timeline: z.array(text(300)).check(z.maxLength(200)),
});

export type LiveRunSummary = z.output<typeof liveRunSchema>;

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
