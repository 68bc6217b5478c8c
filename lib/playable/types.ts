import type { Compliance, Saving, SizeEntry, StaticFacts } from './compliance/types';
import type { CheckMessageKey } from './messages';
import type { ApiId } from './networks';

// The report contract (docs/PLAYABLE-TESTING.md, The report), shared by the server, the CLI, the live run and
// the UI.

/** Decided by the static checks alone. */
export const STATIC_CHECKS = ['file', 'html_label', 'base64'] as const;

/** Decided statically when they fail, otherwise by the live run. */
export const MIXED_CHECKS = ['outer_chain', 'code'] as const;

/** Decided by the live run alone (lib/playable/networks.ts: LIFECYCLE_ITEMS, the calls that satisfy them). */
export const LIFECYCLE_CHECKS = [
  'game_ready',
  'game_start',
  'game_close',
  'game_retry',
  'install',
  'game_end',
] as const;

/** What a live run decides or confirms: the summary a browser sends of its run (send-email, the live POST). */
export const LIVE_CHECKS = [...MIXED_CHECKS, ...LIFECYCLE_CHECKS] as const;

/**
 * Every check, in report order: the static ones, then those a live run decides or confirms. Made in a call
 * marked pure, so a client bundle that does not use the list drops it, as it would an array literal.
 */
export const CHECK_NAMES = /* @__PURE__ */ (() => [...STATIC_CHECKS, ...LIVE_CHECKS] as const)();

export type CheckName = (typeof CHECK_NAMES)[number];

/**
 * `warning`: a heuristic found something it cannot prove is a problem (never a failure);
 * `not_applicable`: the item belongs to a contract the build does not use (gameStart for an MRAID build).
 */
export type CheckStatus = 'success' | 'failed' | 'undetected' | 'checking' | 'warning' | 'not_applicable';

/** Where a problem is, in words a developer can act on. Lines and columns are 1-based. */
export interface Evidence {
  file?: string;
  line?: number;
  col?: number;
  detail: string;
  /** The id of the check's rule item this evidence is for (lib/playable/checks/*: RULE). */
  rule?: string;
  /** Set when the item only warns: a heuristic found it but cannot prove it is a problem. */
  warning?: true;
  /** What the finding rests on: the package's own files (`static`) or the live run (`live`). */
  proof?: 'static' | 'live';
  /**
   * Which finding it is, for the page to word it in the tester's language (Review.evidence.<code>) from
   * `params`; `detail` stays its English (the CLI's and the mail's). Params in EVIDENCE_RAW_PARAMS quote the
   * ad or the browser and are shown as they are.
   */
  code?: EvidenceCode;
  params?: Record<string, string | number>;
}

/** The live run's findings (lib/playable/live.ts), each worded under Review.evidence in every language. */
export const EVIDENCE_CODES = [
  'cta-before-gesture',
  'host-threw',
  'host-missing',
  'wider-than-frame',
  'eval-blocked',
  'blocked-request',
  'blocked-load',
  'webrtc',
  'failed-load',
  'caught-playing',
  'caught-frozen',
  'uncaught',
  'unhandled-rejection',
  'blank',
  'not-loaded',
] as const;

export type EvidenceCode = (typeof EVIDENCE_CODES)[number];

/** Evidence params that quote the ad or the browser (an error's message): never translated. */
export const EVIDENCE_RAW_PARAMS: ReadonlySet<string> = new Set(['error', 'text']);

export interface CheckResult {
  status: CheckStatus;
  /** A key of CHECK_MESSAGES; the UI translates it. */
  message?: CheckMessageKey;
  evidence?: Evidence[];
  /** What satisfied the item, in ad-code words: "mraid.open after 3 taps", "gameReady". */
  via?: string;
}

/** Links of a report; set on every answer for the host it is asked on (the .cn host has its own player origin). */
export interface PlayableLinks {
  /** The entry page on the upload's own origin (PLAYABLE_ORIGIN), what the tester's frame loads. */
  player: string;
  /** The site page that frames the player full screen (what the preview link and QR code open). */
  preview: string;
  android: string | null;
  ios: string | null;
}

/** The current shape of PlayableReport; stored reports of older versions are upgraded by normalizeReport. */
export const REPORT_VERSION = 3;

/**
 * How the upload was packaged: the studio's `Name.zip` > `Name/` > `Name.html`; a zip with one HTML at its
 * root; a zip whose HTML is `index.html` (at the root or in one folder); a single HTML file.
 */
export type PackageShape = 'studio' | 'root-html' | 'index-html' | 'single-html';

export interface PlayableReport {
  version: typeof REPORT_VERSION;
  id: string;
  /** The upload's base name (the zip's or HTML file's name without extension). */
  name: string;
  /** How it was packaged. */
  shape: PackageShape;
  /** The page the player opens, as a path inside the package (`Name/Name.html`, `index.html`). */
  entry: string;
  checks: Record<CheckName, CheckResult>;
  /** The ad APIs the playable uses: from its code, then narrowed or extended by the calls seen live. */
  apis: ApiId[];
  /** Gestures before the first CTA call: 1 = one step, 2+ = two or more; null until the live run sees one. */
  steps: number | null;
  links: PlayableLinks;
  /**
   * Per column (the studio's rules, then each network's): ready, and each miss with its fix
   * (lib/playable/compliance). From the static facts until the live run settles, then with its facts too.
   */
  compliance: Compliance;
  /** Each file and each inlined data: URI by raw and deflated bytes, largest first. */
  sizes: SizeEntry[];
  /** The three largest savings that need no re-encoding. */
  savings: Saving[];
  /** What the compliance rules judge, kept so the live run can re-judge (null for reports older than v3). */
  facts: StaticFacts | null;
  /** Set once the live run settled and the page stored its results (POST /api/review/report/<id>/live). */
  live?: StoredLive;
}

/** The live run's results as stored with the report (POST /api/review/report/<id>/live). */
export interface StoredLive {
  /**
   * Statuses, messages, via, findings, steps and timeline, as the tester's browser summarised them
   * (lib/schemas/review-live.ts). A finding is a plain line in runs stored by the first version of the page.
   */
  summary: {
    checks: Partial<
      Record<
        CheckName,
        { status: CheckStatus; message?: CheckMessageKey; via?: string; evidence?: (string | Evidence)[] }
      >
    >;
    steps: number | null;
    timeline: string[];
  };
  apis: ApiId[];
  facts: import('./compliance/types').LiveFacts;
  /** ISO time the results were stored. */
  at: string;
}
