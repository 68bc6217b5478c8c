import type { ApiId, CallOwner, CallRole } from '../networks';
import type { PackageShape } from '../types';
import type { Said } from './findings';

// The facts the compliance rules judge (lib/playable/compliance/rules.ts) and what they answer. Facts are
// plain JSON: the static ones are computed once, in the check worker, and stored with the report; the live
// ones are read from the live run's state (live-facts.ts). The matrix is a pure function of both, so the
// page, the server, the mail and the CLI compute the same answer from the same data.

/** The columns of the matrix: the studio's own rules, then each network's. */
export const COMPLIANCE_COLUMNS = [
  'studio',
  'mintegral',
  'applovin',
  'meta',
  'google',
  'unity',
  'ironsource',
  'vungle',
  'tiktok',
  'moloco',
  'chartboost',
  'snapchat',
] as const;

export type ColumnId = (typeof COMPLIANCE_COLUMNS)[number];

export function isColumnId(value: unknown): value is ColumnId {
  return typeof value === 'string' && (COMPLIANCE_COLUMNS as readonly string[]).includes(value);
}

/** A place in the playable's own files (1-based line and column). */
export interface Place {
  file: string;
  line?: number;
  col?: number;
}

export type AssetKind = 'html' | 'script' | 'style' | 'image' | 'audio' | 'video' | 'font' | 'data' | 'other';

/** One row of the size report: a file of the package, or a data: URI inlined in one (with its line). */
export interface SizeEntry {
  path: string;
  /** Bytes as shipped (for a data URI: the characters of the URI in its file). */
  bytes: number;
  /** Bytes after raw deflate (what it costs in a zip). */
  deflated: number;
  kind: AssetKind;
  /** For a data URI: the line of its file it starts on. */
  line?: number;
  /** For a data URI: its MIME type. */
  mime?: string;
}

export type SavingKind = 'unused' | 'source-map' | 'duplicate' | 'data-uri' | 'not-minified';

/** Bytes a build could shed without re-encoding anything. */
export interface Saving {
  kind: SavingKind;
  path: string;
  line?: number;
  bytes: number;
  /** In English, with the numbers (the UI translates the kind and shows this as detail). */
  detail: string;
  /** What detail says, as a code and its params (findings.ts); absent in reports stored before. */
  detailSaid?: Said;
}

export interface FileFact {
  path: string;
  bytes: number;
  deflated: number;
}

export type ReferenceReach = 'load' | 'maybe';

/** A load the page makes that is not inline: a package file or another host. */
export interface ReferenceFact extends Place {
  url: string;
  /** `package`: a file of the package (`target` names it); `external`: another host or the site's root. */
  kind: 'package' | 'external';
  target?: string;
  /** '<script src>', 'fetch()', 'url()'… */
  what: string;
  /** The code API for code loads ('fetch', 'XMLHttpRequest'…), else null. */
  api: string | null;
  reach: ReferenceReach;
  /** A `<script src>` naming a network's injected script (mraid.js…). */
  networkScript: ApiId | null;
}

export interface ApiUseFact extends Place {
  api: ApiId;
  name: string;
}

export interface ScriptTagFact extends Place {
  api: ApiId;
  src: string;
  inHead: boolean;
  /** Whether it is the last <script> element of the page. */
  last: boolean;
}

export interface MetaFact extends Place {
  name: string;
  content: string;
}

export interface StaticFacts {
  shape: PackageShape;
  /** The upload's name and its entry page. */
  root: string;
  entry: string;
  /** The upload as received (the zip, or the HTML file). */
  uploadBytes: number;
  /** What a zip of the files would weigh (deflated entries plus headers): the upload's size for a zip. */
  zipBytes: number;
  /** The entry page's bytes. */
  htmlBytes: number;
  files: FileFact[];
  /** The `file` check's findings (the studio's packaging rule). */
  fileCheck: { detail: string; fix: string; place?: Place; warning: boolean }[];
  references: ReferenceFact[];
  apiUses: ApiUseFact[];
  scriptTags: ScriptTagFact[];
  /** `<meta name="ad.*">` tags of the page. */
  metaTags: MetaFact[];
  /** CSS lengths in vw/vh. */
  viewportUnits: (Place & { text: string })[];
  /** `location.reload(` in code. */
  reloads: Place[];
  /** Text files that are not valid UTF-8. */
  nonUtf8: string[];
  /** config.json beside the entry page, as text, or null. */
  configJson: string | null;
  /** Lists cut at their cap say so here. */
  truncated: boolean;
}

export interface LiveCall {
  api: CallOwner;
  name: string;
  role: CallRole;
  /** Trusted gestures before the call. */
  gestures: number;
  /** Milliseconds since the playable's document started. */
  t: number;
}

/** What the live run saw, as the rules need it. */
export interface LiveFacts {
  /** Quiet long enough (or ended): what was not seen will not be. */
  settled: boolean;
  /** Calls of the ad APIs, in order (the first ones, capped). */
  calls: LiveCall[];
  /** A CTA call before any gesture, described. */
  ctaBeforeGesture: string | null;
  /** Requests the player blocked or that failed to leave the package, described. */
  blocked: (Partial<Place> & { detail: string })[];
  /** Media playback the browser refused before the first gesture (audio before the first touch). */
  audioBeforeGesture: string | null;
  /** gameStart/gameClose the host could not run: missing or threw. */
  hostProblems: Partial<Record<'game_start' | 'game_close', string>>;
}

export interface ComplianceMiss {
  /** The rule's id within its column (see the guide, /review/doc#network-<column>). */
  rule: string;
  /** What was found, in English with its numbers. */
  detail: string;
  evidence?: Place;
  /** The concrete change, in English with its parameters. */
  fix: string;
  /**
   * What detail and fix say, as a code and its params (findings.ts), from which the page words them in the
   * tester's language. Absent in reports stored before findings had codes: the page shows the English.
   */
  detailSaid?: Said;
  fixSaid?: Said;
  /** Seen by the live run, not only read in the files. */
  live?: boolean;
  /** Inside `more`: this finding only warns. */
  warning?: boolean;
  /**
   * The same problem's other findings: the rule's other places, or what the other stage saw (the scan's
   * finding beside the live run's). A problem is listed, and counted, once per column (matrix.ts).
   */
  more?: ComplianceMiss[];
}

export interface ColumnResult {
  /** No miss, and no rule still waiting for the live run. */
  ready: boolean;
  /** One per problem (a rule, with its live side): the strongest evidence first, the rest under `more`. */
  misses: ComplianceMiss[];
  /** Rules the sources state loosely or disagree on, and heuristics: never a miss. */
  warnings: ComplianceMiss[];
  /** Rules only the live run can settle, not settled yet. */
  pending: string[];
}

export type Compliance = Partial<Record<ColumnId, ColumnResult>>;
