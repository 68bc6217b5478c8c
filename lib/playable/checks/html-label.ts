import type { PlayableContext } from '../context';
import { attributeOf, type HtmlElement } from '../html-scan';
import type { CheckResult } from '../types';
import { EvidenceList } from './evidence';
import type { CheckRule } from './rule';

// `html_label`: the document structure a playable needs to render the same in every ad webview —
// a standards-mode doctype, one html/head/body, a UTF-8 charset browsers find, and a mobile viewport.

export const HTML_LABEL_RULE = {
  check: 'html_label',
  summary: 'The structure of the HTML page.',
  items: [
    {
      id: 'doctype',
      verdict: 'fail',
      text: 'The page starts with the doctype !DOCTYPE html, so browsers render it in standards mode.',
    },
    { id: 'structure', verdict: 'fail', text: 'The page has exactly one html, head and body tag.' },
    {
      id: 'charset',
      verdict: 'fail',
      text: 'The page is saved as UTF-8 and declares meta charset="utf-8" in its head, within the first 1024 bytes.',
    },
    {
      id: 'viewport',
      verdict: 'fail',
      text: 'A viewport meta tag in the head sets width=device-width.',
    },
  ],
} as const satisfies CheckRule;

const CHARSET_PRESCAN_BYTES = 1024;

function charsetOf(meta: HtmlElement): string | null {
  const charset = attributeOf(meta, 'charset');
  if (charset) return charset.value.trim();
  const httpEquiv = attributeOf(meta, 'http-equiv')?.value.trim().toLowerCase();
  if (httpEquiv !== 'content-type') return null;
  return /charset\s*=\s*["']?([^"';\s]+)/i.exec(attributeOf(meta, 'content')?.value ?? '')?.[1] ?? null;
}

export function checkHtmlLabel(ctx: PlayableContext): CheckResult {
  const evidence = new EvidenceList(HTML_LABEL_RULE);
  const file = ctx.htmlPath;
  const html = ctx.html;
  const source = ctx.texts.get(file);
  if (!html || !source) {
    evidence.add('structure', { file, detail: 'the HTML page is missing' });
    return evidence.result();
  }
  if (!source.validUtf8)
    evidence.add('charset', { file, detail: 'the file is not valid UTF-8: save it as UTF-8' });

  if (!html.doctype) {
    evidence.add('doctype', {
      file,
      line: 1,
      col: 1,
      detail: 'no doctype: start the file with <!DOCTYPE html>',
    });
  } else if (html.mode !== 'no-quirks') {
    const { line, col } = html.doctype;
    evidence.add('doctype', {
      file,
      line,
      col,
      detail: `this doctype puts browsers in ${html.mode} mode: use <!DOCTYPE html>`,
    });
  }

  for (const tagName of ['html', 'head', 'body'] as const) {
    const tags = html.structuralTags.filter((tag) => tag.tagName === tagName);
    if (tags.length === 0) evidence.add('structure', { file, detail: `no <${tagName}> tag` });
    for (const extra of tags.slice(1)) {
      evidence.add('structure', {
        file,
        line: extra.line,
        col: extra.col,
        detail: `a second <${tagName}> tag (the first is on line ${tags[0].line})`,
      });
    }
  }

  // Missing head content is reported at the <head> tag, where it belongs.
  const head = html.structuralTags.find((tag) => tag.tagName === 'head');
  const atHead = head ? { file, line: head.line, col: head.col } : { file };
  const metas = html.elements.filter((element) => element.tagName === 'meta');
  const charsetMeta = metas.find((meta) => charsetOf(meta) !== null);
  if (!charsetMeta) {
    evidence.add('charset', { ...atHead, detail: 'no <meta charset="utf-8"> in <head>' });
  } else {
    const at = { file, line: charsetMeta.line, col: charsetMeta.col };
    const charset = charsetOf(charsetMeta)!.toLowerCase();
    if (charset !== 'utf-8' && charset !== 'utf8') {
      evidence.add('charset', { ...at, detail: `the page declares charset "${charset}": use utf-8` });
    }
    if (!charsetMeta.inHead)
      evidence.add('charset', { ...at, detail: 'the charset <meta> must be inside <head>' });
    if (Buffer.byteLength(source.text.slice(0, charsetMeta.offset)) > CHARSET_PRESCAN_BYTES) {
      evidence.add('charset', {
        ...at,
        detail: `the charset <meta> starts after the first ${CHARSET_PRESCAN_BYTES} bytes, where browsers stop looking for it`,
      });
    }
  }

  const viewport = metas.find((meta) => attributeOf(meta, 'name')?.value.trim().toLowerCase() === 'viewport');
  if (!viewport) {
    evidence.add('viewport', {
      ...atHead,
      detail: 'no <meta name="viewport" content="width=device-width, initial-scale=1"> in <head>',
    });
  } else if (!/width\s*=\s*device-width/i.test(attributeOf(viewport, 'content')?.value ?? '')) {
    evidence.add('viewport', {
      file,
      line: viewport.line,
      col: viewport.col,
      detail: 'the viewport does not set width=device-width',
    });
  }

  return evidence.result();
}
