import type { PlayableContext } from '../context';
import { extensionOf } from '../text';
import type { CheckResult } from '../types';
import { EvidenceList } from './evidence';

// `file`: what the package holds. Everything in the <root>/ folder, one HTML page, only file types a
// playable runs from file://, no operating-system leftovers, and names that survive being used in a URL.

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

const EXTENSION_ADVICE: Record<string, string> = {
  wasm: 'WebAssembly cannot run under the review sandbox (its CSP has no wasm-unsafe-eval)',
  mjs: 'module scripts do not load from file://; bundle them into a classic .js script',
};

const OS_LEFTOVER = /^(\.DS_Store|Thumbs\.db|desktop\.ini|ehthumbs\.db|\._.*)$/i;
// Characters that need escaping in a URL or differ between zip tools: anything but printable ASCII,
// and the URL delimiters.
const URL_BREAKING = /[^\x20-\x7e]|[#?%"<>|*:\\]/;

export function checkFile(ctx: PlayableContext): CheckResult {
  const evidence = new EvidenceList();
  const folder = `${ctx.root}/`;
  for (const path of [...ctx.files.keys()].sort()) {
    const segments = path.split('/');
    const name = segments[segments.length - 1];
    if (segments[0] === '__MACOSX') {
      evidence.add({
        file: path,
        detail: 'macOS metadata (__MACOSX): zip the folder without it, e.g. `zip -r -X`',
      });
      continue;
    }
    if (OS_LEFTOVER.test(name)) {
      evidence.add({ file: path, detail: 'a file left by the operating system: remove it' });
      continue;
    }
    if (!path.startsWith(folder)) {
      evidence.add({ file: path, detail: `outside the ${ctx.root} folder: everything belongs in ${folder}` });
      continue;
    }
    const extension = extensionOf(path);
    if ((extension === 'html' || extension === 'htm') && path !== ctx.htmlPath) {
      evidence.add({ file: path, detail: `a second HTML page: a playable is the one page ${ctx.htmlPath}` });
      continue;
    }
    if (!ALLOWED_EXTENSIONS.has(extension)) {
      const why =
        EXTENSION_ADVICE[extension] ??
        (extension ? `.${extension} files do not belong in a playable` : 'a file without an extension');
      evidence.add({ file: path, detail: why });
      continue;
    }
    if (segments.some((segment) => URL_BREAKING.test(segment))) {
      evidence.add({
        file: path,
        detail:
          'the name has characters that break URLs (#, ?, %, non-ASCII…): use letters, digits, "_", "-" and "."',
      });
    }
  }
  return evidence.result('file_failed');
}
