import type { AssetLiteral, PlayableContext, Reach, UrlReference } from '../context';
import { dataUriProblem, isPlaceholderPayload } from '../data-uri';
import { extensionOf } from '../text';
import { directoryOf, resolveRelative } from '../urls';
import type { CheckResult } from '../types';
import { EvidenceList } from './evidence';
import type { CheckRule } from './rule';

// `base64` (file handling): every data: URI decodes into something a browser can use, and every file the
// page or its code loads is in the package. What the check cannot prove — a file named by code that may
// never run, a string no loading call uses, a placeholder, bytes a browser sniffs whatever the MIME type
// says — only warns; the live run (lib/playable/live.ts) fails what really does not load.

export const BASE64_RULE = {
  check: 'base64',
  summary: 'Embedded data and the files the page and its code load.',
  items: [
    {
      id: 'broken-data-uri',
      verdict: 'fail',
      proof: 'static',
      text: 'A data: URI does not decode as base64, or its bytes are in no format a browser decodes as the kind its MIME type names (an image, a sound, a font).',
    },
    {
      id: 'missing-file',
      verdict: 'fail',
      proof: 'static',
      text: 'A file that the page’s markup or a linked stylesheet loads, or that code loads as soon as it runs (at the top level or in a function run on the spot), is not in the package.',
    },
    {
      id: 'failed-load',
      verdict: 'fail',
      proof: 'live',
      text: 'In the live run an image, sound, script or font of the package or of a data: URI fails to load: the file is missing or the browser cannot decode it.',
    },
    {
      id: 'mislabeled-data-uri',
      verdict: 'warn',
      proof: 'static',
      text: 'A data: URI holds a different format of the same kind from the one its MIME type names (a PNG declared image/webp): browsers recognize the bytes and use them, and the live run fails it if it does not load. Declare the right type.',
    },
    {
      id: 'json-data-uri',
      verdict: 'warn',
      proof: 'static',
      text: 'A data: URI declared as JSON does not parse: only code that parses it notices, and the live run shows the error it throws.',
    },
    {
      id: 'missing-file-maybe',
      verdict: 'warn',
      proof: 'static',
      text: 'A file that code loads only later (in a callback, a branch, or a script the page does not load) is not in the package: the live run shows whether it is requested.',
    },
    {
      id: 'asset-literal',
      verdict: 'warn',
      proof: 'static',
      text: 'A string in code names a file that is not in the package, but no loading call uses that string.',
    },
    {
      id: 'placeholder-data-uri',
      verdict: 'warn',
      proof: 'static',
      text: 'A data: URI holds a placeholder such as PASTE-BASE64-HERE instead of data, and no code replaces it.',
    },
    {
      id: 'legacy-font-missing',
      verdict: 'warn',
      proof: 'static',
      text: 'A stylesheet names a legacy font (EOT, SVG font) that is not in the package: browsers skip it; remove the url() too.',
    },
    {
      id: 'local-request',
      verdict: 'warn',
      proof: 'static',
      text: 'fetch() or XMLHttpRequest of a packaged file works in ad webviews, but not when the page is opened from file://, as the studio’s rule asks.',
    },
    {
      id: 'runtime-data-uri',
      verdict: 'pass',
      text: 'A data: URI finished at run time (a base64 prefix that code completes, a template literal, or a placeholder the code replaces) is not judged.',
    },
    {
      id: 'memory-file',
      verdict: 'pass',
      text: 'A file name that an in-memory file map in the code serves (super-html and similar packers) counts as packaged.',
    },
    {
      id: 'not-run',
      verdict: 'pass',
      text: 'Module ids that a bundle resolves itself (require of ./renderer/index.js) and code that can never run (if (false) …) are not judged.',
    },
    {
      id: 'network-script',
      verdict: 'pass',
      text: 'A network’s own script tag (mraid.js, exitapi.js, playable-sdk.js, dapi.js) is not a missing file: the network injects it.',
    },
  ],
} as const satisfies CheckRule;

type Evidence = EvidenceList<typeof BASE64_RULE>;

const DATA_FILE_EXTENSIONS = new Set(['json', 'atlas', 'plist', 'fnt', 'xml', 'txt', 'gltf']);
const NOT_JUDGED_VIAS = new Set(['import', 'import()', '<base href>']);

export function checkBase64(ctx: PlayableContext): CheckResult {
  const evidence = new EvidenceList(BASE64_RULE);
  checkDataUris(ctx, evidence);
  const isPackaged = packagedTest(ctx);
  for (const reference of ctx.references) {
    // Module loads are judged by outer_chain; a relative <base> only changes resolution.
    if (reference.kind !== 'relative' || reference.partial || NOT_JUDGED_VIAS.has(reference.via)) continue;
    if (reference.networkScript) continue;
    checkReference(ctx, reference, isPackaged, evidence);
  }
  for (const literal of ctx.assetLiterals) checkLiteral(literal, isPackaged, evidence);
  return evidence.result();
}

function checkDataUris(ctx: PlayableContext, evidence: Evidence): void {
  for (const site of ctx.dataUris) {
    if (site.template) continue;
    const problem = dataUriProblem(site.uri);
    if (!problem) continue;
    const at = { file: site.file, line: site.line, col: site.col };
    if (!isPlaceholderPayload(site.uri)) {
      const id = {
        broken: 'broken-data-uri',
        mislabeled: 'mislabeled-data-uri',
        json: 'json-data-uri',
      } as const;
      const fix = problem.kind === 'mislabeled' ? ' (browsers sniff the bytes: declare the right type)' : '';
      evidence.add(id[problem.kind], { ...at, detail: `${problem.detail}${fix}` });
    } else if (!(site.origin === 'code' && site.payloadOccurrences > 1)) {
      evidence.add('placeholder-data-uri', {
        ...at,
        detail: `${site.uri.mime} data is the placeholder "${site.uri.token}": fine only if code fills it in before use`,
      });
    }
  }
}

/** The verdict on a missing file by whether its load surely happens. */
function missing(
  evidence: Evidence,
  reach: Reach,
  at: { file: string; line: number; col: number },
  what: string,
) {
  if (reach === 'load') evidence.add('missing-file', { ...at, detail: what });
  else
    evidence.add('missing-file-maybe', {
      ...at,
      detail: `${what} (loaded later, if at all: the live run shows whether)`,
    });
}

function checkReference(
  ctx: PlayableContext,
  reference: UrlReference,
  isPackaged: (value: string, resolved: string | null) => 'file' | 'memory' | null,
  evidence: Evidence,
): void {
  const { file, line, col, what, url, reach } = reference;
  const at = { file, line, col };
  const target = resolveRelative(reference.baseDir, url);
  if (target === null) {
    missing(evidence, reach, at, `${what} ${url} climbs above the top of the package`);
    return;
  }
  const found = isPackaged(url, target);
  if (found === 'memory') return;
  if (reference.via === 'fetch' || reference.via === 'XMLHttpRequest') {
    if (found === 'file') {
      evidence.add('local-request', {
        ...at,
        detail: `${what} ${url}: fine in ad webviews, but browsers block fetch and XMLHttpRequest of local files (file://); inline the data as a data: URI or a JS value to open it locally`,
      });
      return;
    }
  } else if (ctx.files.has(target)) {
    return;
  }
  if (reference.legacyFont) {
    evidence.add('legacy-font-missing', {
      ...at,
      detail: `${what} ${url}: a legacy font browsers skip, and it is not in the package; remove this url()`,
    });
    return;
  }
  missing(evidence, reach, at, `${what} ${url}: ${target} is not in the package`);
}

function checkLiteral(
  literal: AssetLiteral,
  isPackaged: (value: string, resolved: string | null) => 'file' | 'memory' | null,
  evidence: Evidence,
): void {
  if (literal.reach === 'dead' || isPackaged(literal.value, null) !== null) return;
  evidence.add('asset-literal', {
    file: literal.file,
    line: literal.line,
    col: literal.col,
    detail: `code names "${literal.value}", which is not in the package; no loading call uses it here`,
  });
}

/**
 * Whether a path names a packaged file, or a file an in-memory map serves. Loaders often prepend a base
 * path, and atlases name frames after their source images, so a name also counts as packaged when some
 * file ends with it or a data file mentions it.
 */
function packagedTest(ctx: PlayableContext) {
  const htmlDir = directoryOf(ctx.htmlPath);
  const paths = [...ctx.files.keys()];
  const memory = [...ctx.memoryNames].map((name) => name.replace(/^(\.{1,2}\/)+/, ''));
  let dataText: string | null = null;
  return (value: string, resolved: string | null): 'file' | 'memory' | null => {
    const bare = value.replace(/[?#].*$/s, '').replace(/^(\.{1,2}\/)+/, '');
    if (memory.some((name) => name === bare || name.endsWith(`/${bare}`) || bare.endsWith(`/${name}`))) {
      return 'memory';
    }
    const path = resolved ?? resolveRelative(htmlDir, value);
    if (path !== null && ctx.files.has(path)) return 'file';
    if (resolved !== null) return null;
    if (paths.some((candidate) => candidate.endsWith(`/${bare}`) || candidate === bare)) return 'file';
    dataText ??= [...ctx.texts]
      .filter(([candidate]) => DATA_FILE_EXTENSIONS.has(extensionOf(candidate)))
      .map(([, file]) => file.text)
      .join('\n');
    return dataText.includes(value) ? 'file' : null;
  };
}
