import type { PlayableContext } from '../context';
import { attributeOf, type HtmlElement } from '../html-scan';
import type { CheckResult } from '../types';
import { EvidenceList } from './evidence';
import type { CheckRule } from './rule';

// `html_label`: the document structure a playable needs to render the same in every ad webview. It fails
// only where a browser reads the page differently from what it says: non-ASCII bytes decoded with another
// encoding (static: the bytes and the declaration prove it), or a page laid out wider than the player's
// frame (live: lib/playable/live.ts). A missing doctype, tag, charset or viewport that changes nothing a
// browser does with this page is a warning with its fix.

export const HTML_LABEL_RULE = {
  check: 'html_label',
  summary: 'The structure of the HTML page.',
  items: [
    { id: 'no-page', verdict: 'fail', proof: 'static', text: 'The HTML page is missing or empty.' },
    {
      id: 'charset',
      verdict: 'fail',
      proof: 'static',
      text: 'The page holds non-ASCII text that browsers decode with another encoding: it declares no charset in its first 1024 bytes, or one its bytes are not in. Served without a charset (from file://, or a CDN), its text comes out garbled.',
    },
    {
      id: 'wider-than-frame',
      verdict: 'fail',
      proof: 'live',
      text: 'In the live run the page is laid out wider than the player’s frame, so it scrolls sideways.',
    },
    {
      id: 'doctype',
      verdict: 'warn',
      proof: 'static',
      text: 'The page does not start with the doctype !DOCTYPE html: browsers render it in quirks mode, which changes some CSS layout (the live run fails the page if it then overflows the frame). Add the doctype.',
    },
    {
      id: 'structure',
      verdict: 'warn',
      proof: 'static',
      text: 'The page lacks an html, head or body tag, or has a second one: browsers add the missing ones and merge the others, but write exactly one of each.',
    },
    {
      id: 'charset-form',
      verdict: 'warn',
      proof: 'static',
      text: 'The charset declaration is missing, misplaced or not UTF-8, yet browsers read the page as written: its bytes are all ASCII, or in the charset it declares. Save it as UTF-8 with meta charset="utf-8" first in its head.',
    },
    {
      id: 'viewport',
      verdict: 'warn',
      proof: 'static',
      text: 'No viewport meta tag sets width=device-width: mobile browsers lay out a page with initial-scale=1 at the device width anyway, and the live run fails a page wider than the frame. Add width=device-width, initial-scale=1.',
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

/** Bytes a browser reads alike in every encoding it may guess for a page. */
const ALL_ASCII = /^[\x00-\x7f]*$/;

export function checkHtmlLabel(ctx: PlayableContext): CheckResult {
  const evidence = new EvidenceList(HTML_LABEL_RULE);
  const file = ctx.htmlPath;
  const html = ctx.html;
  const source = ctx.texts.get(file);
  if (!html || !source || source.text.trim() === '') {
    evidence.add('no-page', { file, detail: 'the HTML page is missing or empty' });
    return evidence.result();
  }

  if (!html.doctype) {
    evidence.add('doctype', {
      file,
      line: 1,
      col: 1,
      detail: 'no doctype (quirks mode): start the file with <!DOCTYPE html>',
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
    if (tags.length === 0)
      evidence.add('structure', { file, detail: `no <${tagName}> tag (browsers add one): write it` });
    for (const extra of tags.slice(1)) {
      evidence.add('structure', {
        file,
        line: extra.line,
        col: extra.col,
        detail: `a second <${tagName}> tag (the first is on line ${tags[0].line}; browsers merge them): remove it`,
      });
    }
  }

  // Missing head content is reported at the <head> tag, where it belongs.
  const head = html.structuralTags.find((tag) => tag.tagName === 'head');
  const atHead = head ? { file, line: head.line, col: head.col } : { file };
  const metas = html.elements.filter((element) => element.tagName === 'meta');
  checkCharset(evidence, source, metas, atHead);

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
      detail: 'the viewport does not set width=device-width: add it',
    });
  }

  return evidence.result();
}

/**
 * The charset: a failure when browsers would decode non-ASCII bytes with another encoding than they are
 * in, a warning when the declaration is off but changes nothing (ASCII bytes, or bytes in the declared
 * charset, which the tester cannot tell from a mistake).
 */
function checkCharset(
  evidence: EvidenceList<typeof HTML_LABEL_RULE>,
  source: { text: string; validUtf8: boolean },
  metas: HtmlElement[],
  atHead: { file: string; line?: number; col?: number },
): void {
  const file = atHead.file;
  const ascii = source.validUtf8 && ALL_ASCII.test(source.text);
  const charsetMeta = metas.find((meta) => charsetOf(meta) !== null);
  const found = charsetMeta
    ? Buffer.byteLength(source.text.slice(0, charsetMeta.offset)) <= CHARSET_PRESCAN_BYTES
    : false;
  const charset = charsetMeta ? charsetOf(charsetMeta)!.toLowerCase() : null;
  const utf8 = charset === 'utf-8' || charset === 'utf8';
  const at = charsetMeta ? { file, line: charsetMeta.line, col: charsetMeta.col } : atHead;
  const form = (detail: string) =>
    evidence.add('charset-form', { ...at, detail: ascii ? `${detail} (the page is all ASCII)` : detail });

  if (!charsetMeta) {
    if (ascii) form('no <meta charset="utf-8"> in <head>');
    else
      evidence.add('charset', {
        ...at,
        detail: source.validUtf8
          ? 'non-ASCII UTF-8 text and no <meta charset="utf-8">: served without a charset, browsers decode it as windows-1252'
          : 'the file is not valid UTF-8 and declares no charset: save it as UTF-8 with <meta charset="utf-8">',
      });
    return;
  }
  if (!found) {
    const detail = `the charset <meta> starts after the first ${CHARSET_PRESCAN_BYTES} bytes, where browsers stop looking for it`;
    if (ascii) form(detail);
    else evidence.add('charset', { ...at, detail });
  } else if (!utf8) {
    // Valid UTF-8 with non-ASCII bytes read as another charset is garbled; other bytes may be in it.
    if (source.validUtf8 && !ascii)
      evidence.add('charset', {
        ...at,
        detail: `the page is UTF-8 but declares charset "${charset}": its non-ASCII text is decoded wrongly`,
      });
    else form(`the page declares charset "${charset}": save it as UTF-8 and declare utf-8`);
  } else if (!source.validUtf8) {
    evidence.add('charset', {
      ...at,
      detail: 'the page declares utf-8 but is not valid UTF-8: its invalid bytes show as \ufffd',
    });
  }
  if (!charsetMeta.inHead) form('the charset <meta> belongs inside <head>');
}
