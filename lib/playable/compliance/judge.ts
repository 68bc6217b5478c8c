import { callRole, type ApiId } from '../networks';
import type { Said } from './findings';
import { isTextPath } from '../text';
import { formatBytes } from './format';
import type { LiveFacts, Place, StaticFacts } from './types';

// Small helpers the compliance rules share: the verdict type, places, sizes in words, the CTA call of each
// ad API as a developer writes it.

export interface ComplianceFacts {
  static: StaticFacts;
  /** Null until a live run reports. */
  live: LiveFacts | null;
}

export interface Finding {
  detail: string;
  fix: string;
  /** What detail and fix say, as codes and params (findings.ts): the page words them in its language. */
  detailSaid?: Said;
  fixSaid?: Said;
  evidence?: Place;
  /** This finding only warns (a loose statement of the source, a heuristic). */
  warning?: boolean;
  /** Seen by the live run (every finding of a `live` rule is). */
  live?: boolean;
}

/** A rule's answer: its findings (none: the rule is met), or `pending` until the live run settles it. */
export type Verdict = Finding[] | 'pending';

export const PASS: Verdict = [];

/** How a developer writes each API's CTA call, with its store URL where it takes one. */
export const CTA_CALL: Record<ApiId, string> = {
  mintegral: 'window.install()',
  mraid: 'mraid.open(storeUrl)',
  dapi: 'dapi.openStoreUrl()',
  facebook: 'FbPlayableAd.onCTAClick()',
  exitapi: 'ExitApi.exit()',
  vungle: "parent.postMessage('download', '*')",
  tiktok: 'playableSDK.openAppStore()',
  luna: 'Luna.Unity.Playable.InstallFullGame()',
  snapchat: 'snapchatCta()',
};

export function placeOf(item: { file: string; line?: number; col?: number }): Place {
  return Object.fromEntries(
    Object.entries({ file: item.file, line: item.line, col: item.col }).filter(([, v]) => v !== undefined),
  ) as unknown as Place;
}

export function where(place: Place): string {
  return place.line ? `${place.file}:${place.line}` : place.file;
}

/** "4,500,000 bytes (4.5 MB)". */
export function bytesText(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} bytes (${formatBytes(bytes)})`;
}

export function fileBytes(facts: StaticFacts, path: string): number | null {
  return facts.files.find((file) => file.path === path)?.bytes ?? null;
}

/** The CTA calls of the code (not script tags), in order. */
export function staticCtaUses(facts: StaticFacts) {
  return facts.apiUses.filter((use) => !use.name.startsWith('<') && callRole(use.api, use.name) === 'cta');
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** What the page would weigh with every other file inlined: text as is, binary as base64. */
export function inlinedEstimate(facts: StaticFacts): number {
  return facts.files.reduce((sum, file) => {
    if (file.path === facts.entry) return sum + file.bytes;
    // Text files inline as they are (an HTML file among the others counts as text too).
    if (isTextPath(file.path)) return sum + file.bytes;
    return sum + Math.ceil(file.bytes / 3) * 4 + 40;
  }, 0);
}

/** Live rules: pending until a live run settled, unless it already decided. */
export function liveOrPending(live: LiveFacts | null, decide: (live: LiveFacts) => Verdict | null): Verdict {
  if (!live) return 'pending';
  const decided = decide(live);
  if (decided !== null) return decided;
  return live.settled ? PASS : 'pending';
}
