import { bytesText } from './judge';
import { formatBytes } from './format';

// The words of the compliance findings: each detail and fix is a code with its params. The English below is
// what the CLI, the mail, JUnit and the JSON report print (english() fills it in); the page words the same
// code from `ComplianceFindings.<code>` in messages/*.json, in the tester's language, with the same params
// (as the live run's notes do, lib/playable/protocol.ts). A param is a value of the build (a file name, a
// URL, a call, the browser's text: shown verbatim, as code), a size in bytes, a count, or a network's name.

export const FINDINGS = {
  // package
  'zipped-page': '{page} arrived inside a zip',
  'upload-page': 'upload {page} itself, not zipped',
  'zip-of-files': 'a zip of {count} files; this network takes one HTML file',
  'inline-all': 'inline every file into {page} (see the inline rule) and upload that one file',
  'single-html': 'a single HTML file',
  'zip-page': 'put {page} in a zip ({zip}) and upload that',
  'not-studio': 'packaged as {shape}, not Name.zip → Name/ → Name.html',
  'studio-folder':
    'put the files in a folder {folder} with the page renamed {page}, and zip that folder as {zip}',
  'zip-top': 'put {page} in a zip, at its top',
  'page-in-folder': 'the page is in the folder {folder}',
  'zip-contents': 'zip the contents of {folder}, not the folder itself',
  'page-name': 'the page is {page}',
  'rename-index': 'rename {page} to index.html',
  'rename-index-zip': 'rename {page} to index.html and put it in a zip, at its top',
  // size
  'page-size': 'the page is {size}; the limit is {limit}',
  'page-size-inlined': 'with every file inlined the page would be about {size}; the limit is {limit}',
  'zip-size': 'the zip is {size}; the limit is {limit}',
  'zip-size-estimate': 'zipped, it would be about {size}; the limit is {limit}',
  cut: 'cut {cut} (see the size report)',
  'zip-or-cut':
    'ship a zip of at most {zipLimit} with the assets as files, or cut {cut} (see the size report)',
  'zip-files-or-cut':
    'ship a zip of at most {zipLimit} and {max} files with the assets as files, or cut {cut} (see the size report)',
  // files
  'file-count': 'the zip holds {count} files',
  'fewer-files': 'bring it to {max} files or fewer: inline small assets or pack sprites into atlases',
  'file-type': '{file} ({ext}) is not a type this network accepts',
  'inline-or-drop': 'inline {file} as a data URI in a script, or leave it out',
  'not-utf8': '{file} is not valid UTF-8',
  'save-utf8': 'save {file} as UTF-8',
  loads: '{what} loads {url}',
  'loads-missing': '{what} loads {url} (not in the package)',
  'inline-element': 'inline {file} in a {tag} element',
  'inline-element-sized': 'inline {file} ({bytes}) in a {tag} element',
  'inline-data-uri': 'inline {file} as a data URI',
  'inline-data-uri-sized': 'inline {file} ({bytes}) as a data URI',
  // requests
  external: '{what} {url}',
  'external-maybe': '{what} {url} (may run)',
  'remove-injected-script': 'remove the script tag for {script}: this network does not inject it',
  'package-it': 'put {file} in the package (inline it) instead of loading it from {url}',
  'seen-live': 'seen live: {text}',
  'live-text': '{text}',
  'keep-inside': 'keep every request inside the package',
  'inline-request': 'inline {file} in the page (a data URI or a JS string) instead of requesting it',
  'other-network-script': '{script} belongs to {networks}',
  'remove-script': 'remove the script tag for {script}',
  'no-script-tag': 'no {script} script tag',
  'add-script-head': 'add {element} to {place}',
  'add-script-end': 'add {element} at the end of {place}',
  'add-script': 'add {element} to the page',
  'script-outside-head': '{script} is loaded outside {place}',
  'move-script-head': 'move {element} into {place}',
  'script-not-last': '{script} is not the last script of the page',
  'move-script-end': 'move {element} to the end of {place}',
  // CTA
  deprecated: '{call} is deprecated',
  'replace-call': 'replace {call} by {wanted}',
  'calls-other': 'calls {call}; {network}’s playables call {wanted}',
  'calls-other-live': 'calls {call} (seen live); {network}’s playables call {wanted}',
  'no-call': 'no call of {call} in the code',
  'cta-from-tap': "call {call} from the install button's tap handler",
  'store-from-tap': 'open the store only from a tap handler, never on load or a timer',
  'no-cta-live': 'seen live: no {call} call after a tap',
  'cta-first-api':
    'seen live: the install button called {other}, the first API the player offers; the code also calls {own}, which {network}’s webview reaches only if the build tries {global} where it exists',
  'cta-when-undefined': 'call {call} when {global} is not defined: {network}’s webview does not provide it',
  'cta-other-live': 'seen live: the install button called {other}; {network}’s playables call {call}',
  'cta-export': 'call {call} for this network (export the build for it)',
  // lifecycle
  'call-when-loaded': 'call {call} once the game has loaded',
  'call-when-over': 'call {call} when the game is over',
  'never-called': 'seen live: {call} was never called',
  'define-host': 'define {code} without throwing',
  'no-ready': 'the code never asks {state} nor listens for {event}',
  'no-viewable': 'the code never listens for {event}',
  'start-on-ready': 'start the game from {listen} when {state}',
  'start-on-viewable': 'start (and resume) on {listen} when it reports true',
  'complete-download': 'seen live: {complete} and {download} were sent after the same tap ({tap})',
  'complete-apart': 'send {complete} when the game ends, and {download} only from the install button',
  // meta tags and files
  'meta-value': '{name} is {value}',
  'orientation-values': 'use {a}, {b} or {c}',
  'size-values': 'use {a} or {b}',
  'no-meta': 'no {orientation} or {size} meta tag',
  'add-meta': 'add {tag} to {place}',
  'no-config': 'no {file} beside the page',
  'config-parse': '{file} does not parse',
  'config-value': '{key} is {value}',
  'add-config': 'add {file} with {json} beside {page} (0 both, 1 portrait, 2 landscape)',
  // behaviour
  'first-tap-cta': 'seen live: the first tap called {call}',
  'first-tap-play': 'let the first tap play the game; open the store from a later tap or the install button',
  'sound-on-touch': 'start sound only from the first touch handler (and mute it while the ad is hidden)',
  'code-at': '{code} at {place}',
  'restart-in-code': 'restart the game in code (reset its state) instead of reloading the page',
  'replace-viewport': 'replace {text} by a % of a full-size parent ({css}) or a size set from {api}',
  'remove-custom-close': 'remove {call}; the network draws the close button',
  // savings (sizes.ts)
  'unused-file': '{file} ({bytes}) is named by no page, script, stylesheet or data file: remove it',
  'source-map-file': '{file} ({bytes}) is a source map: leave it out of the shipped build',
  'inline-source-map': 'an inline source map in {place} ({bytes}): build without it',
  'duplicate-one': '{copies} repeats {file} ({bytes}): load one copy',
  'duplicate-many': '{copies} repeat {file} ({bytes}): load one copy',
  'data-uri-file':
    'the {mime} data URI at {place} is {bytes}; as a file it would be {fileBytes} (for networks that take a zip)',
  'not-minified': '{file} carries {bytes} of indentation and blank lines: minify it',
} as const satisfies Record<string, string>;

export type FindingCode = keyof typeof FINDINGS;

/** A finding's words: its code and params (English from english(), the page's from its messages). */
export interface Said {
  code: FindingCode;
  params: Record<string, string | number>;
}

/** Sizes in bytes: "4,500,000 bytes (4.5 MB)" for the ones a limit is compared with, else "4.5 MB". */
export const EXACT_BYTES_PARAMS: ReadonlySet<string> = new Set(['size', 'limit']);
export const BYTES_PARAMS: ReadonlySet<string> = new Set(['cut', 'zipLimit', 'bytes', 'fileBytes']);
/** Words of the page's own (a network's name, a count), not quotes of the build. */
export const PLAIN_PARAMS: ReadonlySet<string> = new Set(['network', 'networks', 'count', 'max', 'tap']);

export function isFindingCode(value: unknown): value is FindingCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(FINDINGS, value);
}

/** The params a code's text names, in order. */
export function findingParams(code: FindingCode): string[] {
  return [...(FINDINGS[code] as string).matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

export function said(code: FindingCode, params: Said['params'] = {}): Said {
  return { code, params };
}

/** The finding in English, as the CLI, the mail and the reports print it. */
export function english({ code, params }: Said): string {
  return (FINDINGS[code] as string).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (typeof value === 'number' && EXACT_BYTES_PARAMS.has(name)) return bytesText(value);
    if (typeof value === 'number' && BYTES_PARAMS.has(name)) return formatBytes(value);
    return String(value);
  });
}

/** A finding's detail and fix: the English texts, and beside them what they say (for the page). */
export function worded(detail: Said, fix: Said) {
  return { detail: english(detail), detailSaid: detail, fix: english(fix), fixSaid: fix };
}
