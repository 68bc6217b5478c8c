import type { ApiCallMatch } from './js-scan';
import { AD_APIS, API_IDS, type ApiId, isApiId } from './networks';

// Which ad APIs a playable's code uses, read statically from the one table of calls in networks.ts: a call
// written `mraid.open(…)`, `window.FbPlayableAd.onCTAClick()`, `parent.postMessage('download', '*')` or
// `Luna.Unity.Playable.InstallFullGame()` names its API, and so does a network's script tag
// (`<script src="mraid.js">`). A build carrying every network's code lists them all; the live run then
// narrows the list to the calls it sees (lib/playable/live.ts).

interface CallPattern {
  api: ApiId;
  /** The call as the table writes it, shown in evidence. */
  name: string;
  chain: readonly string[];
  /** The first argument the call must have, for names such as `mraid.addEventListener('ready')`. */
  arg: string | null;
}

/** `mraid.addEventListener('ready')` → chain mraid.addEventListener, arg ready; null for other shapes. */
function patternOf(api: ApiId, name: string): CallPattern | null {
  const match = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(\s*'([^']*)'\s*\))?$/.exec(name);
  if (!match) return null;
  return { api, name, chain: match[1].split('.'), arg: match[2] ?? null };
}

const PATTERNS: readonly CallPattern[] = AD_APIS.flatMap((api) =>
  api.calls.map((call) => patternOf(api.id, call.name)).filter((p): p is CallPattern => p !== null),
);

const BY_LAST_NAME = new Map<string, CallPattern[]>();
for (const pattern of PATTERNS) {
  const last = pattern.chain[pattern.chain.length - 1];
  BY_LAST_NAME.set(last, [...(BY_LAST_NAME.get(last) ?? []), pattern]);
}

function sameChain(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i]);
}

/**
 * The table's call a callee chain (`window.` already dropped) and first argument make, or null. A call
 * with an argument in the table (`addEventListener('ready')`) also matches the same method with another
 * argument as that API's use (`mraid.addEventListener('error')` is still MRAID).
 */
export function matchApiCall(chain: readonly string[], firstArg: string | null): ApiCallMatch | null {
  const candidates = BY_LAST_NAME.get(chain[chain.length - 1] ?? '') ?? [];
  const sameCallee = candidates.filter((pattern) => sameChain(pattern.chain, chain));
  if (sameCallee.length === 0) return null;
  const exact = sameCallee.find((pattern) => pattern.arg === null || pattern.arg === firstArg);
  if (exact) return { api: exact.api, name: exact.name };
  // Vungle's postMessage means nothing with another message: only the listed arguments count there.
  const first = sameCallee[0];
  if (first.chain[0] === 'parent') return null;
  return { api: first.api, name: `${first.chain.join('.')}('${firstArg ?? '…'}')` };
}

/** API ids in the table's order, without repeats. */
export function orderedApis(ids: Iterable<string>): ApiId[] {
  const seen = new Set([...ids].filter(isApiId));
  return API_IDS.filter((id) => seen.has(id));
}
