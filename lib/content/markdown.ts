import { Marked, type Tokens } from 'marked';
import { type Locale, localizedPath } from '@/lib/i18n/locales';

export interface RenderedMarkdown {
  html: string;
  /** Headings in document order, with the ids given to them (for a table of contents). */
  headings: { depth: number; id: string; text: string }[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** An id that keeps letters of every script (CJK headings stay readable in the URL hash). */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
  return slug || 'section';
}

const EXTERNAL_URL = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;
// Markdown is trusted-ish (it is in the repository) but a javascript: link is never wanted.
const SAFE_URL = /^(?:https?:\/\/|mailto:|\/(?!\/)|#|\.{0,2}\/|[^:]*$)/i;

function safeHref(href: string): string | null {
  const trimmed = href.trim();
  return SAFE_URL.test(trimmed) ? trimmed : null;
}

function titleAttribute(title: string | null | undefined): string {
  return title ? ` title="${escapeHtml(title)}"` : '';
}

/** Site paths in Markdown are written locale-free (`/contact`); a post in Japanese links to `/jp/contact`. */
function localizeHref(href: string, locale: Locale | undefined): string {
  if (!locale || !/^\/(?!\/)/.test(href)) return href;
  const [path, rest = ''] = href.split(/(?=[?#])/, 2);
  return localizedPath(locale, path || '/') + rest;
}

function createRenderer(locale?: Locale) {
  const usedIds = new Map<string, number>();
  const headings: RenderedMarkdown['headings'] = [];

  const marked = new Marked({
    gfm: true,
    renderer: {
      // Raw HTML in Markdown is shown as text, never passed through.
      html({ text, block }: Tokens.HTML | Tokens.Tag) {
        const escaped = escapeHtml(text.trim());
        return block ? `<p>${escaped}</p>\n` : escaped;
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const plain = this.parser.parseInline(tokens, this.parser.textRenderer);
        const base = slugifyHeading(plain);
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen}`;
        headings.push({ depth, id, text: plain });
        return `<h${depth} id="${escapeHtml(id)}">${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const safe = safeHref(href);
        if (safe === null) return inner;
        const target = localizeHref(safe, locale);
        const rel = EXTERNAL_URL.test(target) ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(target)}"${titleAttribute(title)}${rel}>${inner}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        const source = safeHref(href);
        if (source === null) return escapeHtml(text);
        return `<img src="${escapeHtml(source)}" alt="${escapeHtml(text)}"${titleAttribute(title)} loading="lazy">`;
      },
    },
  });

  return { marked, headings };
}

/**
 * Markdown → HTML: headings get ids, external links get rel="noopener noreferrer", raw HTML is escaped,
 * and with a locale, links to site pages get that locale's prefix.
 */
export function renderMarkdown(markdown: string, locale?: Locale): RenderedMarkdown {
  const { marked, headings } = createRenderer(locale);
  const html = marked.parse(markdown, { async: false });
  return { html, headings };
}

const ENTITY_TEXT: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|tr|table|ul|ol)>|<br\s*\/?>|<hr\s*\/?>/gi;
const CELL_END = /<\/t[dh]>/gi;

/** Plain text of rendered HTML, one line per block (paragraph, heading, list item), for search and excerpts. */
export function htmlToText(html: string): string {
  return html
    .replace(BLOCK_END, '\n')
    .replace(CELL_END, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITY_TEXT[name])
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** True when the Markdown contains raw HTML (which the renderer would show as literal text). */
export function containsRawHtml(markdown: string): boolean {
  let found = false;
  new Marked({ gfm: true }).parse(markdown, {
    async: false,
    walkTokens(token) {
      if (token.type === 'html') found = true;
    },
  });
  return found;
}
