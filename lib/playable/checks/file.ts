import type { PlayableContext } from '../context';
import { extensionOf } from '../text';
import type { CheckResult } from '../types';
import { EvidenceList } from './evidence';
import { packagingFixes } from './packaging';
import type { CheckRule } from './rule';

// `file`: what the package holds and how it is named — the studio's packaging rule (checks/packaging.ts).
// Uploads packaged another way (a zip with the page at its root, index.html, a single page) are tested all
// the same; this check then names the renaming that makes them follow the rule.

export const FILE_RULE = {
  check: 'file',
  summary: 'What the package holds and how it is named.',
  items: [
    {
      id: 'studio-names',
      verdict: 'fail',
      proof: 'static',
      text: 'The zip, the folder and the HTML page share one name of letters, digits and underscores (Name.zip → Name/ → Name.html). Other shapes are tested all the same, and this item says exactly what to rename.',
    },
    {
      id: 'outside-folder',
      verdict: 'fail',
      proof: 'static',
      text: 'Every file sits in the folder of the HTML page.',
    },
    { id: 'second-page', verdict: 'fail', proof: 'static', text: 'The package has one HTML page.' },
    {
      id: 'os-leftover',
      verdict: 'fail',
      proof: 'static',
      text: 'No __MACOSX folders, .DS_Store, Thumbs.db or other files the operating system leaves behind.',
    },
    {
      id: 'file-type',
      verdict: 'fail',
      proof: 'static',
      text: 'Only file types a playable uses: HTML, JS, CSS, JSON, images, audio, video, fonts and engine data (atlas, skel, bin…).',
    },
    {
      id: 'url-breaking-name',
      verdict: 'fail',
      proof: 'static',
      text: 'No # or ? in file names: a URL cannot name such a file without escaping.',
    },
    {
      id: 'legacy-format',
      verdict: 'warn',
      proof: 'static',
      text: 'A legacy format no current browser uses (EOT fonts): remove the file and the url() that names it.',
    },
    {
      id: 'module-file',
      verdict: 'warn',
      proof: 'static',
      text: 'Module scripts (.mjs) run in ad webviews but not when the page is opened from file://, as the studio’s rule asks.',
    },
    {
      id: 'wasm',
      verdict: 'warn',
      proof: 'static',
      text: 'WebAssembly runs in current webviews, but some networks accept only HTML, CSS, JS and images.',
    },
    {
      id: 'unusual-name',
      verdict: 'warn',
      proof: 'static',
      text: 'Spaces, non-ASCII letters or characters such as % | * : in file names work when escaped, but some zip tools and servers mangle them.',
    },
  ],
} as const satisfies CheckRule;

const ALLOWED_EXTENSIONS = new Set([
  'html',
  'js',
  'css',
  'json',
  'txt',
  'xml',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'svg',
  'bmp',
  'ico',
  'mp3',
  'ogg',
  'oga',
  'wav',
  'm4a',
  'aac',
  'mp4',
  'webm',
  'ogv',
  'ttf',
  'otf',
  'woff',
  'woff2',
  'atlas',
  'fnt',
  'plist',
  'skel',
  'bin',
  'glb',
  'gltf',
  'ktx',
  'ktx2',
  'basis',
]);

const LEGACY_EXTENSIONS = new Set(['eot']);

const OS_LEFTOVER = /^(\.DS_Store|Thumbs\.db|desktop\.ini|ehthumbs\.db|\._.*)$/i;
/** A URL reads these as the start of its query or fragment. */
const URL_BREAKING = /[#?]/;
/** These work once escaped, but zip tools and servers disagree about them. */
const UNUSUAL = /[^\x21-\x7e]|[%"<>|*:]/;

export function checkFile(ctx: PlayableContext): CheckResult {
  const evidence = new EvidenceList(FILE_RULE);
  for (const fix of packagingFixes(ctx.root, ctx.htmlPath, ctx.shape)) {
    evidence.add('studio-names', { file: ctx.htmlPath, detail: fix });
  }
  const prefix = ctx.packageDir === '' ? '' : `${ctx.packageDir}/`;
  for (const path of [...ctx.files.keys()].sort()) {
    const segments = path.split('/');
    const name = segments[segments.length - 1];
    if (segments[0] === '__MACOSX') {
      evidence.add('os-leftover', {
        file: path,
        detail: 'macOS metadata (__MACOSX): zip the folder without it, e.g. `zip -r -X`',
      });
      continue;
    }
    if (OS_LEFTOVER.test(name)) {
      evidence.add('os-leftover', { file: path, detail: 'a file left by the operating system: remove it' });
      continue;
    }
    if (!path.startsWith(prefix)) {
      evidence.add('outside-folder', {
        file: path,
        detail: `outside the ${ctx.packageDir} folder: everything belongs in ${prefix}`,
      });
      continue;
    }
    const extension = extensionOf(path);
    if ((extension === 'html' || extension === 'htm') && path !== ctx.htmlPath) {
      evidence.add('second-page', {
        file: path,
        detail: `a second HTML page: a playable is the one page ${ctx.htmlPath}`,
      });
      continue;
    }
    if (!judgeExtension(evidence, path, extension)) continue;
    if (segments.some((segment) => URL_BREAKING.test(segment))) {
      evidence.add('url-breaking-name', {
        file: path,
        detail: 'the name holds "#" or "?", which a URL reads as its fragment or query: rename the file',
      });
    } else if (segments.some((segment) => UNUSUAL.test(segment))) {
      evidence.add('unusual-name', {
        file: path,
        detail:
          'the name has spaces, non-ASCII letters or %"<>|*: — letters, digits, "_", "-" and "." travel safest',
      });
    }
  }
  return evidence.result();
}

/** Records what a file's type calls for; false when the type alone settles the file. */
function judgeExtension(evidence: EvidenceList<typeof FILE_RULE>, path: string, extension: string): boolean {
  if (extension === 'htm' || ALLOWED_EXTENSIONS.has(extension)) return true;
  if (LEGACY_EXTENSIONS.has(extension)) {
    evidence.add('legacy-format', {
      file: path,
      detail: `.${extension} is a legacy format browsers skip: remove the file and the url() that names it`,
    });
  } else if (extension === 'mjs') {
    evidence.add('module-file', {
      file: path,
      detail: 'module scripts do not load from file://; bundle them into a classic .js script',
    });
  } else if (extension === 'wasm') {
    evidence.add('wasm', {
      file: path,
      detail: 'WebAssembly: fine in webviews, refused by networks that take only HTML, CSS, JS and images',
    });
  } else {
    evidence.add('file-type', {
      file: path,
      detail: extension ? `.${extension} files do not belong in a playable` : 'a file without an extension',
    });
  }
  return false;
}
