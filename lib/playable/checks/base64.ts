import type { PlayableContext } from '../context';
import { dataUriProblem } from '../data-uri';
import { extensionOf } from '../text';
import { directoryOf, resolveRelative } from '../urls';
import type { CheckResult } from '../types';
import { EvidenceList } from './evidence';

// `base64` (file handling): every data: URI decodes and holds what its MIME type says, and every file the
// page or its code loads is in the package — loaded in a way that works from file://, which rules out
// fetch and XMLHttpRequest of local files.

const DATA_FILE_EXTENSIONS = new Set(['json', 'atlas', 'plist', 'fnt', 'xml', 'txt', 'gltf']);

export function checkBase64(ctx: PlayableContext): CheckResult {
  const evidence = new EvidenceList();
  const folder = `${ctx.root}/`;

  for (const site of ctx.dataUris) {
    const problem = dataUriProblem(site.uri);
    if (problem) evidence.add({ file: site.file, line: site.line, col: site.col, detail: problem });
  }

  for (const reference of ctx.references) {
    if (reference.kind !== 'relative' || reference.partial) continue;
    const { file, line, col, what, url } = reference;
    // Module loads are judged by outer_chain; a relative <base> only changes resolution.
    if (reference.via === 'import' || reference.via === 'import()' || reference.via === '<base href>')
      continue;
    if (reference.via === 'fetch' || reference.via === 'XMLHttpRequest') {
      evidence.add({
        file,
        line,
        col,
        detail: `${what} ${url}: browsers block fetch and XMLHttpRequest of local files (file://); inline the data as a data: URI or a JS value`,
      });
      continue;
    }
    const target = resolveRelative(reference.baseDir, url);
    if (target === null || !target.startsWith(folder)) {
      evidence.add({ file, line, col, detail: `${what} ${url} points outside the ${ctx.root} folder` });
    } else if (!ctx.files.has(target)) {
      evidence.add({ file, line, col, detail: `${what} ${url}: ${target} is not in the package` });
    }
  }

  const isBundled = bundledAssetTest(ctx);
  for (const literal of ctx.assetLiterals) {
    if (!isBundled(literal.value)) {
      evidence.add({
        file: literal.file,
        line: literal.line,
        col: literal.col,
        detail: `code refers to "${literal.value}", but no such file is in the package`,
      });
    }
  }
  return evidence.result('base64_failed');
}

/**
 * Whether a path-like string in code names a packaged file. Loaders often prepend a base path, and
 * atlases name frames after their source images, so a literal also counts as bundled when some file ends
 * with it or a data file mentions it.
 */
function bundledAssetTest(ctx: PlayableContext): (value: string) => boolean {
  const htmlDir = directoryOf(ctx.htmlPath);
  const paths = [...ctx.files.keys()];
  let dataText: string | null = null;
  return (value) => {
    const resolved = resolveRelative(htmlDir, value);
    if (resolved !== null && ctx.files.has(resolved)) return true;
    const bare = value.replace(/^(\.{1,2}\/)+/, '');
    if (paths.some((path) => path.endsWith(`/${bare}`))) return true;
    dataText ??= [...ctx.texts]
      .filter(([path]) => DATA_FILE_EXTENSIONS.has(extensionOf(path)))
      .map(([, file]) => file.text)
      .join('\n');
    return dataText.includes(value);
  };
}
