import { adApi, type ApiId } from '../networks';
import { extensionOf } from '../text';
import {
  baseName,
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
import { said, type Said, worded } from './findings';
import { formatBytes, kindOfPath } from './format';
import type { StaticFacts } from './types';

// The kinds of compliance rules, each a small pure function of the facts with its parameters. A network's
// column (rules.ts) is a list of these with its numbers and its sources. Details and fixes are a code and
// its params (findings.ts), carried beside their English (which the CLI, the mail and the JSON report print)
// and worded on the page under `ComplianceFindings`; the rule statements are translated under
// `ComplianceRules` in messages/*.json, keyed by kind with the same parameters.

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
          ? { ...worded(said('zipped-page', { page }), said('upload-page', { page })), evidence }
          : {
              ...worded(said('zip-of-files', { count: s.files.length }), said('inline-all', { page })),
              evidence,
            },
      ];
    case 'zip':
      return single
        ? [
            {
              ...worded(said('single-html'), said('zip-page', { page, zip: `${s.root}.zip` })),
              evidence,
            },
          ]
        : [];
    case 'studio-or-html':
      if (single || s.shape === 'studio') return [];
      return [
        {
          ...worded(
            said('not-studio', { shape: s.shape }),
            said('studio-folder', { folder: `${s.root}/`, page: `${s.root}.html`, zip: `${s.root}.zip` }),
          ),
          evidence,
        },
      ];
    case 'flat-zip':
      if (single) return [{ ...worded(said('single-html'), said('zip-top', { page })), evidence }];
      return folder === ''
        ? []
        : [
            {
              ...worded(
                said('page-in-folder', { folder: `${folder}/` }),
                said('zip-contents', { folder: `${folder}/` }),
              ),
              evidence,
            },
          ];
    case 'html-or-index-zip': {
      const findings: Finding[] = [];
      if (!single && folder !== '')
        findings.push({
          ...worded(
            said('page-in-folder', { folder: `${folder}/` }),
            said('zip-contents', { folder: `${folder}/` }),
          ),
          evidence,
        });
      if (page !== 'index.html')
        findings.push({ ...worded(said('page-name', { page }), said('rename-index', { page })), evidence });
      return findings;
    }
    case 'index-zip': {
      const findings: Finding[] = [];
      if (single)
        findings.push({
          ...worded(said('single-html'), said('rename-index-zip', { page })),
          evidence,
        });
      else if (folder !== '')
        findings.push({
          ...worded(
            said('page-in-folder', { folder: `${folder}/` }),
            said('zip-contents', { folder: `${folder}/` }),
          ),
          evidence,
        });
      if (!single && page !== 'index.html')
        findings.push({ ...worded(said('page-name', { page }), said('rename-index', { page })), evidence });
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
export function htmlSizeRule(budget: Budget, alternative?: { zip: number; files?: number }): RuleKind {
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
      const cut = bytes - budget.limit + (budget.strict ? 1 : 0);
      return [
        {
          ...worded(
            said(exact ? 'page-size' : 'page-size-inlined', { size: bytes, limit: budget.limit }),
            !alternative
              ? said('cut', { cut })
              : alternative.files === undefined
                ? said('zip-or-cut', { zipLimit: alternative.zip, cut })
                : said('zip-files-or-cut', { zipLimit: alternative.zip, max: alternative.files, cut }),
          ),
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
          ...worded(
            said(exact ? 'zip-size' : 'zip-size-estimate', { size: s.zipBytes, limit: budget.limit }),
            said('cut', { cut: s.zipBytes - budget.limit + (budget.strict ? 1 : 0) }),
          ),
          warning: !exact,
        },
      ];
    },
  };
}

/** Networks that take either: the page's limit for a single page, the zip's for a zip. */
export function eitherSizeRule(html: Budget, zip: Budget, maxFiles?: number): RuleKind {
  const htmlRule = htmlSizeRule(html, { zip: zip.limit, files: maxFiles });
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
              ...worded(said('file-count', { count: s.files.length }), said('fewer-files', { max })),
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
          ...worded(
            said('file-type', { file: file.path, ext: `.${extensionOf(file.path) || '?'}` }),
            said('inline-or-drop', { file: file.path }),
          ),
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
        ...worded(said('not-utf8', { file: path }), said('save-utf8', { file: path })),
        evidence: { file: path },
      })),
  };
}

function inlineFix(file: string, bytes: number | null): Said {
  const kind = kindOfPath(file);
  const tag = kind === 'script' ? '<script>' : kind === 'style' ? '<style>' : null;
  if (tag)
    return bytes === null
      ? said('inline-element', { file, tag })
      : said('inline-element-sized', { file, bytes, tag });
  return bytes === null ? said('inline-data-uri', { file }) : said('inline-data-uri-sized', { file, bytes });
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
            ...worded(said('loads', { what: ref.what, url: ref.url }), inlineFix(ref.url, null)),
            evidence: placeOf(ref),
          });
        }
        if (ref.kind !== 'package' || !ref.target || seen.has(ref.target)) continue;
        seen.add(ref.target);
        const bytes = fileBytes(s, ref.target);
        findings.push({
          ...worded(
            said(bytes === null ? 'loads-missing' : 'loads', { what: ref.what, url: ref.target }),
            inlineFix(ref.target, bytes),
          ),
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
          ...worded(
            said(ref.reach === 'maybe' ? 'external-maybe' : 'external', { what: ref.what, url: ref.url }),
            ref.networkScript
              ? said('remove-injected-script', { script: baseName(ref.url) })
              : said('package-it', { file: baseName(ref.url) || ref.url, url: ref.url }),
          ),
          evidence: placeOf(ref),
          warning: ref.reach === 'maybe' || (mode === 'https-only' && https),
        });
      }
      for (const blocked of live?.blocked ?? []) {
        // The request as the player saw it: an https one only warns where the rule is "HTTPS only", as the
        // scan's finding of the same load does.
        const https = /\bhttps:\/\//i.test(`${blocked.file ?? ''} ${blocked.detail}`);
        findings.push({
          ...worded(said('seen-live', { text: blocked.detail }), said('keep-inside')),
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
          ...worded(
            said('loads', { what: ref.what, url: ref.target ?? ref.url }),
            said('inline-request', { file: ref.target ?? ref.url }),
          ),
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
          ...worded(
            said('other-network-script', { script: baseName(tag.src), networks: adApi(tag.api).networks }),
            said('remove-script', { script: baseName(tag.src) }),
          ),
          evidence: placeOf(tag),
        });
      }
      if (required && requiredScript) {
        const tag = s.scriptTags.find((candidate) => candidate.api === required.api);
        const element = `<script src="${requiredScript}"></script>`;
        if (!tag) {
          findings.push({
            ...worded(
              said('no-script-tag', { script: requiredScript }),
              required.place === 'head'
                ? said('add-script-head', { element, place: '<head>' })
                : required.place === 'end'
                  ? said('add-script-end', { element, place: '<body>' })
                  : said('add-script', { element }),
            ),
            evidence: { file: s.entry },
          });
        } else if (required.place === 'head' && !tag.inHead) {
          findings.push({
            ...worded(
              said('script-outside-head', { script: requiredScript, place: '<head>' }),
              said('move-script-head', { element, place: '<head>' }),
            ),
            evidence: placeOf(tag),
          });
        } else if (required.place === 'end' && !tag.last) {
          findings.push({
            ...worded(
              said('script-not-last', { script: requiredScript }),
              said('move-script-end', { element, place: '<body>' }),
            ),
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
            ...worded(
              said('deprecated', { call: use.name }),
              said('replace-call', { call: `${use.name}()`, wanted }),
            ),
            evidence: placeOf(use),
            warning: true,
          },
        ];
      }
      const other = uses[0];
      if (other) {
        return [
          {
            ...worded(
              said('calls-other', { call: other.name, network, wanted }),
              said('replace-call', { call: `${other.name}()`, wanted }),
            ),
            evidence: placeOf(other),
          },
        ];
      }
      const otherLive = liveCtas[0];
      if (otherLive) {
        return [
          {
            ...worded(
              said('calls-other-live', { call: otherLive.name, network, wanted }),
              said('replace-call', { call: `${otherLive.name}()`, wanted }),
            ),
            live: true,
          },
        ];
      }
      return [
        {
          ...worded(said('no-call', { call: wanted }), said('cta-from-tap', { call: wanted })),
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
            ...worded(said('live-text', { text: live.ctaBeforeGesture }), said('store-from-tap')),
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
            ...worded(said('no-cta-live', { call: wanted }), said('cta-from-tap', { call: wanted })),
          },
        ];
      }
      const own = staticCtaUses(s).find((use) => apis.includes(use.api));
      if (own) {
        const global = other.name.split('.')[0];
        return [
          {
            ...worded(
              said('cta-first-api', { other: other.name, own: own.name, network, global }),
              said('cta-when-undefined', { call: wanted, global, network }),
            ),
            evidence: placeOf(own),
            warning: true,
          },
        ];
      }
      return [
        {
          ...worded(
            said('cta-other-live', { other: other.name, network, call: wanted }),
            said('cta-export', { call: wanted }),
          ),
        },
      ];
    },
  };
}

// ─── lifecycle ──────────────────────────────────────────────────────────────────────────────────────────

/** The ad calls `name` (Mintegral's gameReady, gameEnd): in the code, and seen live. */
export function lifecycleCallRule(api: ApiId, name: string, when: 'loaded' | 'over'): RuleKind {
  return {
    topic: 'lifecycle',
    stage: 'both',
    statement: { key: 'lifecycleCall', values: { call: `${name}()` } },
    judge: ({ static: s, live }) => {
      const fix = said(when === 'loaded' ? 'call-when-loaded' : 'call-when-over', {
        call: `window.${name}()`,
      });
      const seenLive = live?.calls.some((call) => call.api === api && call.name === name);
      // The scan misses a call made through a wrapper (`host('gameEnd')`); the live run sees it.
      if (!seenLive && !s.apiUses.some((use) => use.api === api && use.name === name)) {
        return [{ ...worded(said('no-call', { call: `${name}()` }), fix), evidence: { file: s.entry } }];
      }
      return liveOrPending(live, (run) => {
        if (run.calls.some((call) => call.api === api && call.name === name)) return PASS;
        return run.settled
          ? [{ ...worded(said('never-called', { call: `${name}()` }), fix), live: true }]
          : null;
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
          ...worded(
            said('seen-live', { text: detail }),
            said('define-host', {
              code: `window.${item === 'game_start' ? 'gameStart' : 'gameClose'} = function () { … }`,
            }),
          ),
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
          ...(event === 'ready'
            ? worded(
                said('no-ready', { state: 'mraid.getState()', event: 'ready' }),
                said('start-on-ready', {
                  listen: "mraid.addEventListener('ready', start)",
                  state: "mraid.getState() === 'loading'",
                }),
              )
            : worded(
                said('no-viewable', { event: 'viewableChange' }),
                said('start-on-viewable', { listen: "mraid.addEventListener('viewableChange', …)" }),
              )),
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
            ...worded(
              said('complete-download', {
                complete: "'complete'",
                download: "'download'",
                tap: download.gestures,
              }),
              said('complete-apart', { complete: "'complete'", download: "'download'" }),
            ),
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
          ...worded(
            said('meta-value', { name: tag.name, value: `"${tag.content}"` }),
            tag.name === 'ad.orientation'
              ? said('orientation-values', {
                  a: 'content="portrait"',
                  b: '"landscape"',
                  c: '"portrait,landscape"',
                })
              : said('size-values', { a: 'content="width=320,height=480"', b: '"width=480,height=320"' }),
          ),
          evidence: placeOf(tag),
        }));
      }
      return [
        {
          ...worded(
            said('no-meta', { orientation: 'ad.orientation', size: 'ad.size' }),
            said('add-meta', {
              tag: '<meta name="ad.orientation" content="portrait,landscape">',
              place: '<head>',
            }),
          ),
          evidence: { file: s.entry },
        },
      ];
    },
  };
}

export function configJsonRule(): RuleKind {
  const fix = said('add-config', {
    file: 'config.json',
    json: '{"playable_orientation": 1}',
    page: 'index.html',
  });
  return {
    topic: 'package',
    stage: 'static',
    statement: { key: 'configJson' },
    judge: ({ static: s }) => {
      if (s.configJson === null) return [worded(said('no-config', { file: 'config.json' }), fix)];
      let value: unknown;
      try {
        value = (JSON.parse(s.configJson) as Record<string, unknown>)?.playable_orientation;
      } catch {
        return [worded(said('config-parse', { file: 'config.json' }), fix)];
      }
      return value === 0 || value === 1 || value === 2
        ? PASS
        : [
            worded(
              said('config-value', { key: 'playable_orientation', value: String(JSON.stringify(value)) }),
              fix,
            ),
          ];
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
            ...worded(said('first-tap-cta', { call: cta.name }), said('first-tap-play')),
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
                ...worded(said('seen-live', { text: run.audioBeforeGesture }), said('sound-on-touch')),
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
        ...worded(
          said('code-at', { code: 'location.reload()', place: where(place) }),
          said('restart-in-code'),
        ),
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
        ...worded(
          said('code-at', { code: found.text, place: where(found) }),
          said('replace-viewport', {
            text: found.text,
            css: 'html, body { height: 100% }',
            api: 'window.innerWidth/innerHeight',
          }),
        ),
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
          ...worded(
            said('code-at', { code: 'mraid.useCustomClose', place: where(use) }),
            said('remove-custom-close', { call: 'mraid.useCustomClose()' }),
          ),
          evidence: placeOf(use),
          warning: true,
        })),
  };
}
