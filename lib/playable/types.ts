import type { CheckMessageKey } from './messages';

// The report contract of DESIGN.md §5, shared by the server, the CLI, the live run and the UI.

export const CHECK_NAMES = [
  'file',
  'html_label',
  'base64',
  'outer_chain',
  'code',
  'game_ready',
  'game_start',
  'game_close',
  'game_retry',
  'install',
  'game_end',
] as const;

export type CheckName = (typeof CHECK_NAMES)[number];

/** Decided by the static checks alone. */
export const STATIC_CHECKS = ['file', 'html_label', 'base64'] as const satisfies readonly CheckName[];

/** Decided statically when they fail, otherwise by the live run. */
export const MIXED_CHECKS = ['outer_chain', 'code'] as const satisfies readonly CheckName[];

/** Decided by the live run alone. */
export const LIFECYCLE_CHECKS = [
  'game_ready',
  'game_start',
  'game_close',
  'game_retry',
  'install',
  'game_end',
] as const satisfies readonly CheckName[];

export type CheckStatus = 'success' | 'failed' | 'undetected' | 'checking';

/** Where a problem is, in words a developer can act on. Lines and columns are 1-based. */
export interface Evidence {
  file?: string;
  line?: number;
  col?: number;
  detail: string;
}

export interface CheckResult {
  status: CheckStatus;
  /** A key of CHECK_MESSAGES; the UI translates it. */
  message?: CheckMessageKey;
  evidence?: Evidence[];
}

export interface PlayableLinks {
  /** The sandboxed page a tester opens: /review/play/<id>/<root>/<root>.html */
  preview: string;
  android: string | null;
  ios: string | null;
}

export interface PlayableReport {
  id: string;
  /** The zip's base name (= folder name = HTML name). */
  name: string;
  checks: Record<CheckName, CheckResult>;
  /** Gestures before the first install(): 1 = one step, 2+ = two or more; null until the live run sees it. */
  steps: number | null;
  links: PlayableLinks;
}
