import { type CheckName, LIVE_CHECKS } from '@/lib/playable/types';

// Free of zod: the Test step's summary (components/review/summary.ts) and its schema (./review-live.ts) read it.

/**
 * The checks a live run's stored summary carries (POST /api/review/report/<id>/live): those it decides or
 * confirms, and the two package checks it can add findings to (html_label: a page laid out wider than the
 * frame; base64: a file that failed to load). `file` is the package's alone.
 */
export const LIVE_SUMMARY_CHECKS = [
  'html_label',
  'base64',
  ...LIVE_CHECKS,
] as const satisfies readonly CheckName[];
