import { adApi, type ApiId } from '../networks';
import { extensionOf } from '../text';
import {
  baseName,
  bytesText,
  type ComplianceFacts,
  CTA_CALL,
  fileBytes,
  type Finding,
  folderOf,
  inlinedEstimate,
  liveOrPending,
  PASS,
  placeOf,
  staticCtaUses,
  type Verdict,
  where,
} from './judge';
import { formatBytes, kindOfPath } from './format';
import type { StaticFacts } from './types';

// The kinds of compliance rules, each a small pure function of the facts with its parameters. A network's
// column (rules.ts) is a list of these with its numbers and its sources. Details and fixes are English with
// their parameters (the CLI, the mail and the JSON report carry them as they are); the rule statements are
// translated under `ComplianceRules` in messages/*.json, keyed by kind with the same parameters.

export type RuleTopic =
  'package' | 'size' | 'files' | 'requests' | 'cta' | 'lifecycle' | 'meta' | 'behaviour';

/** What the rule states, as a message key of `ComplianceRules` and its values. */
export interface RuleStatement {
  key: string;
  values?: Record<string, string | number>;
}

export interface RuleKind {
  topic: RuleTopic;
  /** `static`: decided from the files; `live`: only the live run settles it; `both`: static, live adds. */
  stage: 'static' | 'live' | 'both';
  statement: RuleStatement;
  judge: (facts: ComplianceFacts) => Verdict;
}

// ─── package ────────────────────────────────────────────────────────────────────────────────────────────

/** The studio's packaging rule, as the `file` check enforces it. */
export function studioFileRule(): RuleKind {
  return {
    topic: 'package',
    stage: 'static',
    statement: { key: 'studioFile' },
    judge: ({ static: s }) =>
      s.fileCheck.map((item) => ({
        detail: item.detail,
        fix: item.fix,
        evidence: item.place,
        warning: item.warning,
      })),
  };
}

export type PackageNeed =
  'studio-or-html' | 'single-html' | 'zip' | 'html-or-zip' | 'flat-zip' | 'index-zip' | 'html-or-index-zip';

function packageFindings(s: StaticFacts, need: PackageNeed): Finding[] {
  const page = baseName(s.entry);
  const folder = folderOf(s.entry);
  const single = s.shape === 'single-html';
  const evidence = { file: s.entry };
  switch (need) {
    case 'html-or-zip':
      return [];
    case 'single-html':
      if (single) return [];
      return [
        s.files.length === 1
          ? { detail: `${page} arrived inside a zip`, fix: `upload ${page} itself, not zipped`, evidence }
          : {
              detail: `a zip of ${s.files.length} files; this network takes one HTML file`,
              fix: `inline every file into ${page} (see the inline rule) and upload that one file`,
              evidence,
            },
      ];
    case 'zip':
      return single
        ? [
            {
              detail: 'a single HTML file',
              fix: `put ${page} in a zip (${s.root}.zip) and upload that`,
              evidence,
            },
          ]
        : [];
    case 'studio-or-html':
      if (single || s.shape === 'studio') return [];
      return [
        {
          detail: `packaged as ${s.shape}, not Name.zip → Name/ → Name.html`,
          fix: `put the files in a folder ${s.root}/ with the page renamed ${s.root}.html, and zip that folder as ${s.root}.zip`,
          evidence,
        },
      ];
    case 'flat-zip':
      if (single)
        return [{ detail: 'a single HTML file', fix: `put ${page} in a zip, at its top`, evidence }];
      return folder === ''
        ? []
        : [
            {
              detail: `the page is in the folder ${folder}/`,
              fix: `zip the contents of ${folder}/, not the folder itself`,
              evidence,
            },
          ];
    case 'html-or-index-zip': {
      const findings: Finding[] = [];
      if (!single && folder !== '')
        findings.push({
          detail: `the page is in the folder ${folder}/`,
          fix: `zip the contents of ${folder}/, not the folder itself`,
          evidence,
        });
      if (page !== 'index.html')
        findings.push({ detail: `the page is ${page}`, fix: `rename ${page} to index.html`, evidence });
      return findings;
    }
    case 'index-zip': {
      const findings: Finding[] = [];
      if (single)
        findings.push({
          detail: 'a single HTML file',
          fix: `rename ${page} to index.html and put it in a zip, at its top`,
          evidence,
        });
      else if (folder !== '')
        findings.push({
          detail: `the page is in the folder ${folder}/`,
          fix: `zip the contents of ${folder}/, not the folder itself`,
          evidence,
        });
      if (!single && page !== 'index.html')
        findings.push({ detail: `the page is ${page}`, fix: `rename ${page} to index.html`, evidence });
      return findings;
    }
  }
}

export function packageRule(need: PackageNeed): RuleKind {
  return {
    topic: 'package',
    stage: 'static',
    statement: { key: `package.${need.replace(/-/g, '_')}` },
    judge: ({ static: s }) => packageFindings(s, need),
  };
}

// ─── size ───────────────────────────────────────────────────────────────────────────────────────────────

export interface Budget {
  /** Bytes, in the unit the network states (5 MB = 5,000,000 bytes). */
  limit: number;
  /** `<` rather than `≤`. */
  strict: boolean;
}

const over = (bytes: number, budget: Budget) =>
  budget.strict ? bytes >= budget.limit : bytes > budget.limit;

/** The single page's weight, for networks that take one HTML file (estimated with every file inlined for a zip). */
export function htmlSizeRule(budget: Budget, alternative?: string): RuleKind {
  return {
    topic: 'size',
    stage: 'static',
    statement: {
      key: `size.html_${budget.strict ? 'yes' : 'no'}`,
      values: { limit: formatBytes(budget.limit), bytes: budget.limit },
    },
    judge: ({ static: s }) => {
      const exact = s.shape === 'single-html';
      const bytes = exact ? s.htmlBytes : inlinedEstimate(s);
      if (!over(bytes, budget)) return PASS;
      const cut = formatBytes(bytes - budget.limit + (budget.strict ? 1 : 0));
      return [
        {
          detail: exact
            ? `the page is ${bytesText(bytes)}; the limit is ${bytesText(budget.limit)}`
            : `with every file inlined the page would be about ${bytesText(bytes)}; the limit is ${bytesText(budget.limit)}`,
          fix: alternative
            ? `${alternative}, or cut ${cut} (see the size report)`
            : `cut ${cut} (see the size report)`,
          evidence: { file: s.entry },
          warning: !exact,
        },
      ];
    },
  };
}

/** The zip's weight (estimated as deflated entries for a single page). */
export function zipSizeRule(budget: Budget): RuleKind {
  return {
    topic: 'size',
    stage: 'static',
    statement: {
      key: `size.zip_${budget.strict ? 'yes' : 'no'}`,
      values: { limit: formatBytes(budget.limit), bytes: budget.limit },
    },
    judge: ({ static: s }) => {
      const exact = s.shape !== 'single-html';
      if (!over(s.zipBytes, budget)) return PASS;
      return [
        {
          detail: `${exact ? 'the zip is' : 'zipped, it would be about'} ${bytesText(s.zipBytes)}; the limit is ${bytesText(budget.limit)}`,
          fix: `cut ${formatBytes(s.zipBytes - budget.limit + (budget.strict ? 1 : 0))} (see the size report)`,
          warning: !exact,
        },
      ];
    },
  };
}

/** Networks that take either: the page's limit for a single page, the zip's for a zip. */
export function eitherSizeRule(html: Budget, zip: Budget, maxFiles?: number): RuleKind {
  const files = maxFiles === undefined ? '' : ` and ${maxFiles} files`;
  const htmlRule = htmlSizeRule(
    html,
    `ship a zip of at most ${formatBytes(zip.limit)}${files} with the assets as files`,
  );
  const zipRule = zipSizeRule(zip);
  return {
    topic: 'size',
    stage: 'static',
    statement: { key: 'sizeEither', values: { html: formatBytes(html.limit), zip: formatBytes(zip.limit) } },
    judge: (facts) => (facts.static.shape === 'single-html' ? htmlRule : zipRule).judge(facts),
  };
}

// ─── files ──────────────────────────────────────────────────────────────────────────────────────────────

export function fileCountRule(max: number): RuleKind {
  return {
    topic: 'files',
    stage: 'static',
    statement: { key: 'fileCount', values: { max } },
    judge: ({ static: s }) =>
      s.shape === 'single-html' || s.files.length <= max
        ? PASS
        : [
            {
              detail: `the zip holds ${s.files.length} files`,
              fix: `bring it to ${max} files or fewer: inline small assets or pack sprites into atlases`,
            },
          ],
  };
}

export function fileTypesRule(allowed: readonly string[]): RuleKind {
  return {
    topic: 'files',
    stage: 'static',
    statement: { key: 'fileTypes', values: { types: allowed.map((ext) => ext.toUpperCase()).join(', ') } },
    judge: ({ static: s }) =>
      s.files
        .filter((file) => !allowed.includes(extensionOf(file.path)))
        .map((file) => ({
          detail: `${file.path} (.${extensionOf(file.path) || '?'}) is not a type this network accepts`,
          fix: `inline ${file.path} as a data URI in a script, or leave it out`,
          evidence: { file: file.path },
        })),
  };
}

export function utf8Rule(): RuleKind {
  return {
    topic: 'files',
    stage: 'static',
    statement: { key: 'utf8' },
    judge: ({ static: s }) =>
      s.nonUtf8.map((path) => ({
        detail: `${path} is not valid UTF-8`,
        fix: `save ${path} as UTF-8`,
        evidence: { file: path },
      })),
  };
}

function inlineFix(path: string, bytes: number | null): string {
  const size = bytes === null ? '' : ` (${formatBytes(bytes)})`;
  const kind = kindOfPath(path);
  if (kind === 'script') return `inline ${path}${size} in a <script> element`;
  if (kind === 'style') return `inline ${path}${size} in a <style> element`;
  return `inline ${path}${size} as a data URI`;
}

/**
 * Every asset inside the one page. `external`: a load from another host is not inline either (for a network
 * whose request rule is too loose to refuse it).
 */
export function inlineRule(options: { external?: boolean } = {}): RuleKind {
  return {
    topic: 'files',
    stage: 'static',
    statement: { key: 'inline' },
    judge: ({ static: s }) => {
      const seen = new Set<string>();
      const findings: Finding[] = [];
      for (const ref of s.references) {
        if (ref.networkScript) continue;
        if (ref.kind === 'external' && options.external && !seen.has(ref.url)) {
          seen.add(ref.url);
          findings.push({
            detail: `${ref.what} loads ${ref.url}`,
            fix: inlineFix(ref.url, null),
            evidence: placeOf(ref),
          });
        }
        if (ref.kind !== 'package' || !ref.target || seen.has(ref.target)) continue;
        seen.add(ref.target);
        const bytes = fileBytes(s, ref.target);
        findings.push({
          detail: `${ref.what} loads ${ref.target}${bytes === null ? ' (not in the package)' : ''}`,
          fix: inlineFix(ref.target, bytes),
          evidence: placeOf(ref),
        });
      }
      return findings;
    },
  };
}

// ─── requests ───────────────────────────────────────────────────────────────────────────────────────────

/** Nothing leaves the package (`https-only`: ironSource's loosely stated "absolute HTTPS only" warns). */
export function externalRule(
  allowedScripts: readonly ApiId[],
  mode: 'none' | 'https-only' = 'none',
): RuleKind {
  return {
    topic: 'requests',
    stage: 'both',
    statement: { key: `external.${mode.replace(/-/g, '_')}` },
    judge: ({ static: s, live }) => {
      const findings: Finding[] = [];
      for (const ref of s.references) {
        if (ref.kind !== 'external') continue;
        if (ref.networkScript && allowedScripts.includes(ref.networkScript)) continue;
        const https = /^https:\/\//i.test(ref.url);
        findings.push({
          detail: `${ref.what} ${ref.url}${ref.reach === 'maybe' ? ' (may run)' : ''}`,
          fix: ref.networkScript
            ? `remove the script tag for ${baseName(ref.url)}: this network does not inject it`
            : `put ${baseName(ref.url) || ref.url} in the package (inline it) instead of loading it from ${ref.url}`,
          evidence: placeOf(ref),
          warning: ref.reach === 'maybe' || (mode === 'https-only' && https),
        });
      }
      for (const blocked of live?.blocked ?? []) {
        // The request as the player saw it: an https one only warns where the rule is "HTTPS only", as the
        // scan's finding of the same load does.
        const https = /\bhttps:\/\//i.test(`${blocked.file ?? ''} ${blocked.detail}`);
        findings.push({
          detail: `seen live: ${blocked.detail}`,
          fix: 'keep every request inside the package',
          evidence: blocked.file
            ? placeOf({ file: blocked.file, line: blocked.line, col: blocked.col })
            : undefined,
          live: true,
          warning: mode === 'https-only' && https,
        });
      }
      return findings;
    },
  };
}

/** No XMLHttpRequest or fetch(), even for the package's own files. */
export function noXhrRule(): RuleKind {
  return {
    topic: 'requests',
    stage: 'static',
    statement: { key: 'xhr' },
    judge: ({ static: s }) =>
      s.references
        .filter((ref) => ref.kind === 'package' && (ref.api === 'fetch' || ref.api === 'XMLHttpRequest'))
        .map((ref) => ({
          detail: `${ref.what} loads ${ref.target ?? ref.url}`,
          fix: `inline ${ref.target ?? ref.url} in the page (a data URI or a JS string) instead of requesting it`,
          evidence: placeOf(ref),
        })),
  };
}

/** Script tags of networks: only this network's; `required` adds the one it needs, where it needs it. */
export function networkScriptRule(
  allowed: readonly ApiId[],
  required?: { api: ApiId; place: 'head' | 'end' | 'any' },
): RuleKind {
  const requiredScript = required ? adApi(required.api).scripts[0] : null;
  return {
    topic: 'requests',
    stage: 'static',
    statement: requiredScript
      ? { key: `requiredScript.${required!.place}`, values: { script: requiredScript } }
      : {
          key: 'networkScripts',
          values: { allowed: allowed.map((api) => adApi(api).scripts[0]).join(', ') || 'none' },
        },
    judge: ({ static: s }) => {
      const findings: Finding[] = [];
      for (const tag of s.scriptTags) {
        if (allowed.includes(tag.api)) continue;
        findings.push({
          detail: `${baseName(tag.src)} belongs to ${adApi(tag.api).networks}`,
          fix: `remove the script tag for ${baseName(tag.src)}`,
          evidence: placeOf(tag),
        });
      }
      if (required && requiredScript) {
        const tag = s.scriptTags.find((candidate) => candidate.api === required.api);
        const element = `<script src="${requiredScript}"></script>`;
        if (!tag) {
          findings.push({
            detail: `no ${requiredScript} script tag`,
            fix: `add ${element} ${required.place === 'head' ? 'to <head>' : required.place === 'end' ? 'at the end of <body>' : 'to the page'}`,
            evidence: { file: s.entry },
          });
        } else if (required.place === 'head' && !tag.inHead) {
          findings.push({
            detail: `${requiredScript} is loaded outside <head>`,
            fix: `move ${element} into <head>`,
            evidence: placeOf(tag),
          });
        } else if (required.place === 'end' && !tag.last) {
          findings.push({
            detail: `${requiredScript} is not the last script of the page`,
            fix: `move ${element} to the end of <body>`,
            evidence: placeOf(tag),
            warning: true,
          });
        }
      }
      return findings;
    },
  };
}

// ─── CTA ────────────────────────────────────────────────────────────────────────────────────────────────

/** The network's CTA call in words: "Meta's playables call FbPlayableAd.onCTAClick()". */
function networkCall(network: string, wanted: string): string {
  return `${network}’s playables call ${wanted}`;
}

/**
 * The code calls one of these APIs' CTA (the first is the network's own; `deprecated` ones only warn). A
 * build whose only CTA is another API's (in the code, or seen live where the scan saw none) misses it, named.
 */
export function ctaApiRule(
  network: string,
  apis: readonly ApiId[],
  deprecated: readonly ApiId[] = [],
): RuleKind {
  const wanted = CTA_CALL[apis[0]];
  const accepted = (api: string) => apis.includes(api as ApiId) && !deprecated.includes(api as ApiId);
  return {
    topic: 'cta',
    stage: 'static',
    statement: { key: 'ctaApi', values: { call: apis.map((api) => CTA_CALL[api]).join(' / ') } },
    judge: ({ static: s, live }) => {
      const uses = staticCtaUses(s);
      const own = uses.filter((use) => apis.includes(use.api));
      if (own.some((use) => accepted(use.api))) return PASS;
      const liveCtas = live?.calls.filter((call) => call.role === 'cta') ?? [];
      // A call the scan cannot see (through a wrapper: `host('install')`) that the live run saw.
      if (liveCtas.some((call) => accepted(call.api))) return PASS;
      if (own.length > 0) {
        const use = own[0];
        return [
          {
            detail: `${use.name} is deprecated`,
            fix: `replace ${use.name}() by ${wanted}`,
            evidence: placeOf(use),
            warning: true,
          },
        ];
      }
      const other = uses[0];
      if (other) {
        return [
          {
            detail: `calls ${other.name}; ${networkCall(network, wanted)}`,
            fix: `replace ${other.name}() by ${wanted}`,
            evidence: placeOf(other),
          },
        ];
      }
      const otherLive = liveCtas[0];
      if (otherLive) {
        return [
          {
            detail: `calls ${otherLive.name} (seen live); ${networkCall(network, wanted)}`,
            fix: `replace ${otherLive.name}() by ${wanted}`,
            live: true,
          },
        ];
      }
      return [
        {
          detail: `no call of ${wanted} in the code`,
          fix: `call ${wanted} from the install button's tap handler`,
          evidence: { file: s.entry },
        },
      ];
    },
  };
}

/**
 * Seen live: the network's CTA after a gesture, and no CTA before one. The player offers every network's API
 * at once, so a build that tries several in turn (`typeof mraid !== 'undefined'`, then FbPlayableAd…) calls
 * the first it finds: when the code also calls this network's CTA, another API's call seen live only warns.
 */
export function ctaLiveRule(network: string, apis: readonly ApiId[]): RuleKind {
  const wanted = CTA_CALL[apis[0]];
  return {
    topic: 'cta',
    stage: 'live',
    statement: { key: 'ctaLive', values: { call: wanted } },
    judge: ({ static: s, live }) => {
      if (!live) return 'pending';
      if (live.ctaBeforeGesture) {
        return [
          {
            detail: live.ctaBeforeGesture,
            fix: 'open the store only from a tap handler, never on load or a timer',
          },
        ];
      }
      const ctas = live.calls.filter((call) => call.role === 'cta');
      if (ctas.some((call) => apis.includes(call.api as ApiId) && call.gestures > 0)) return PASS;
      if (!live.settled) return 'pending';
      const other = ctas[0];
      if (!other) {
        return [
          {
            detail: `seen live: no ${wanted} call after a tap`,
            fix: `call ${wanted} from the install button's tap handler`,
          },
        ];
      }
      const own = staticCtaUses(s).find((use) => apis.includes(use.api));
      if (own) {
        const global = other.name.split('.')[0];
        return [
          {
            detail: `seen live: the install button called ${other.name}, the first API the player offers; the code also calls ${own.name}, which ${network}’s webview reaches only if the build tries ${global} where it exists`,
            fix: `call ${wanted} when ${global} is not defined: ${network}’s webview does not provide it`,
            evidence: placeOf(own),
            warning: true,
          },
        ];
      }
      return [
        {
          detail: `seen live: the install button called ${other.name}; ${networkCall(network, wanted)}`,
          fix: `call ${wanted} for this network (export the build for it)`,
        },
      ];
    },
  };
}

// ─── lifecycle ──────────────────────────────────────────────────────────────────────────────────────────

/** The ad calls `name` (Mintegral's gameReady, gameEnd): in the code, and seen live. */
export function lifecycleCallRule(api: ApiId, name: string, when: string): RuleKind {
  return {
    topic: 'lifecycle',
    stage: 'both',
    statement: { key: 'lifecycleCall', values: { call: `${name}()` } },
    judge: ({ static: s, live }) => {
      const fix = `call window.${name}() ${when}`;
      const seenLive = live?.calls.some((call) => call.api === api && call.name === name);
      // The scan misses a call made through a wrapper (`host('gameEnd')`); the live run sees it.
      if (!seenLive && !s.apiUses.some((use) => use.api === api && use.name === name)) {
        return [{ detail: `no call of ${name}() in the code`, fix, evidence: { file: s.entry } }];
      }
      return liveOrPending(live, (run) => {
        if (run.calls.some((call) => call.api === api && call.name === name)) return PASS;
        return run.settled ? [{ detail: `seen live: ${name}() was never called`, fix, live: true }] : null;
      });
    },
  };
}

/** The ad defines gameStart() and gameClose(), which the host runs (seen live). */
export function hostFunctionsRule(): RuleKind {
  return {
    topic: 'lifecycle',
    stage: 'live',
    statement: { key: 'hostFunctions' },
    judge: ({ live }) =>
      liveOrPending(live, (run) => {
        const problems = Object.entries(run.hostProblems);
        if (problems.length === 0) return null;
        return problems.map(([item, detail]) => ({
          detail: `seen live: ${detail}`,
          fix: `define window.${item === 'game_start' ? 'gameStart' : 'gameClose'} = function () { … } without throwing`,
        }));
      }),
  };
}

/** An MRAID build waits for the container (`ready`, getState()) — or, for `viewableChange`, for being seen. */
export function mraidWaitRule(event: 'ready' | 'viewableChange', warning = false): RuleKind {
  return {
    topic: 'lifecycle',
    stage: 'static',
    statement: { key: event === 'ready' ? 'waitReady' : 'viewable' },
    judge: ({ static: s }) => {
      if (!s.apiUses.some((use) => use.api === 'mraid')) return PASS;
      const names =
        event === 'ready'
          ? ['mraid.getState', "mraid.addEventListener('ready')"]
          : ["mraid.addEventListener('viewableChange')", 'mraid.isViewable'];
      if (s.apiUses.some((use) => names.includes(use.name))) return PASS;
      return [
        {
          detail:
            event === 'ready'
              ? 'the code never asks mraid.getState() nor listens for ready'
              : 'the code never listens for viewableChange',
          fix:
            event === 'ready'
              ? "start the game from mraid.addEventListener('ready', start) when mraid.getState() === 'loading'"
              : "start (and resume) on mraid.addEventListener('viewableChange', …) when it reports true",
          evidence: { file: s.entry },
          warning,
        },
      ];
    },
  };
}

/** Vungle: 'complete' and 'download' never sent by the same tap. */
export function completeApartRule(): RuleKind {
  return {
    topic: 'lifecycle',
    stage: 'live',
    statement: { key: 'completeApart' },
    judge: ({ live }) =>
      liveOrPending(live, (run) => {
        const download = run.calls.find((call) => call.api === 'vungle' && call.role === 'cta');
        const together =
          download &&
          run.calls.find(
            (call) => call.api === 'vungle' && call.role === 'end' && call.gestures === download.gestures,
          );
        if (!together) return download && run.settled ? PASS : null;
        return [
          {
            detail: `seen live: 'complete' and 'download' were sent after the same tap (${download.gestures})`,
            fix: "send 'complete' when the game ends, and 'download' only from the install button",
          },
        ];
      }),
  };
}

// ─── meta tags and files a network asks for ─────────────────────────────────────────────────────────────

const ORIENTATIONS = new Set(['portrait', 'landscape', 'portrait,landscape', 'landscape,portrait']);
const AD_SIZES = /^width=(320,height=480|480,height=320)$/;

export function googleMetaRule(): RuleKind {
  return {
    topic: 'meta',
    stage: 'static',
    statement: { key: 'metaTags' },
    judge: ({ static: s }) => {
      const tags = s.metaTags.filter((tag) => tag.name === 'ad.orientation' || tag.name === 'ad.size');
      const valid = tags.filter((tag) =>
        tag.name === 'ad.orientation'
          ? ORIENTATIONS.has(tag.content.replace(/\s+/g, ''))
          : AD_SIZES.test(tag.content.replace(/\s+/g, '')),
      );
      if (valid.length > 0) return PASS;
      if (tags.length > 0) {
        return tags.map((tag) => ({
          detail: `${tag.name} is "${tag.content}"`,
          fix:
            tag.name === 'ad.orientation'
              ? 'use content="portrait", "landscape" or "portrait,landscape"'
              : 'use content="width=320,height=480" or "width=480,height=320"',
          evidence: placeOf(tag),
        }));
      }
      return [
        {
          detail: 'no ad.orientation or ad.size meta tag',
          fix: 'add <meta name="ad.orientation" content="portrait,landscape"> to <head>',
          evidence: { file: s.entry },
        },
      ];
    },
  };
}

export function configJsonRule(): RuleKind {
  const fix =
    'add config.json with {"playable_orientation": 1} beside index.html (0 both, 1 portrait, 2 landscape)';
  return {
    topic: 'package',
    stage: 'static',
    statement: { key: 'configJson' },
    judge: ({ static: s }) => {
      if (s.configJson === null) return [{ detail: 'no config.json beside the page', fix }];
      let value: unknown;
      try {
        value = (JSON.parse(s.configJson) as Record<string, unknown>)?.playable_orientation;
      } catch {
        return [{ detail: 'config.json does not parse', fix }];
      }
      return value === 0 || value === 1 || value === 2
        ? PASS
        : [{ detail: `playable_orientation is ${JSON.stringify(value)}`, fix }];
    },
  };
}

// ─── behaviour ──────────────────────────────────────────────────────────────────────────────────────────

export function firstTapRule(): RuleKind {
  return {
    topic: 'behaviour',
    stage: 'live',
    statement: { key: 'firstTap' },
    judge: ({ live }) =>
      liveOrPending(live, (run) => {
        const cta = run.calls.find((call) => call.role === 'cta' && call.gestures > 0);
        if (!cta) return null;
        if (cta.gestures > 1) return PASS;
        return [
          {
            detail: `seen live: the first tap called ${cta.name}`,
            fix: 'let the first tap play the game; open the store from a later tap or the install button',
          },
        ];
      }),
  };
}

export function audioRule(): RuleKind {
  return {
    topic: 'behaviour',
    stage: 'live',
    statement: { key: 'audio' },
    judge: ({ live }) =>
      liveOrPending(live, (run) =>
        run.audioBeforeGesture
          ? [
              {
                detail: `seen live: ${run.audioBeforeGesture}`,
                fix: 'start sound only from the first touch handler (and mute it while the ad is hidden)',
              },
            ]
          : null,
      ),
  };
}

export function reloadRule(): RuleKind {
  return {
    topic: 'behaviour',
    stage: 'static',
    statement: { key: 'reload' },
    judge: ({ static: s }) =>
      s.reloads.map((place) => ({
        detail: `location.reload() at ${where(place)}`,
        fix: 'restart the game in code (reset its state) instead of reloading the page',
        evidence: place,
      })),
  };
}

export function viewportUnitsRule(): RuleKind {
  return {
    topic: 'behaviour',
    stage: 'static',
    statement: { key: 'viewportUnits' },
    judge: ({ static: s }) =>
      s.viewportUnits.map((found) => ({
        detail: `${found.text} at ${where(found)}`,
        fix: `replace ${found.text} by a % of a full-size parent (html, body { height: 100% }) or a size set from window.innerWidth/innerHeight`,
        evidence: placeOf(found),
      })),
  };
}

export function customCloseRule(): RuleKind {
  return {
    topic: 'behaviour',
    stage: 'static',
    statement: { key: 'customClose' },
    judge: ({ static: s }) =>
      s.apiUses
        .filter((use) => use.name === 'mraid.useCustomClose')
        .map((use) => ({
          detail: `mraid.useCustomClose at ${where(use)}`,
          fix: 'remove mraid.useCustomClose(); the network draws the close button',
          evidence: placeOf(use),
          warning: true,
        })),
  };
}
