import MarkdownIt, { type RendererRule, type Token } from 'markdown-it';
import cjkFriendly from 'markdown-it-cjk-friendly';
import { type Locale, localizedPath } from '@/lib/i18n/locales';

// CommonMark (markdown-it, with GFM tables and strikethrough) plus markdown-it-cjk-friendly: plain
// CommonMark leaves `**氏名：**山田` literal, because its emphasis rule treats full-width punctuation
// beside a letter as no boundary. Raw HTML is never parsed (html: false), so it is shown as text.

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

function isSafeUrl(href: string): boolean {
  return SAFE_URL.test(href.trim());
}

/** Site paths in Markdown are written locale-free (`/contact`); a post in Japanese links to `/jp/contact`. */
function localizeHref(href: string, locale: Locale | undefined): string {
  if (!locale || !/^\/(?!\/)/.test(href)) return href;
  const [path, rest = ''] = href.split(/(?=[?#])/, 2);
  return localizedPath(locale, path || '/') + rest;
}

function createParser() {
  const md = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false });
  md.enable(['table', 'strikethrough']);
  md.use(cjkFriendly);
  // An unsafe link target is dropped by the renderer below (its text stays), not refused by the parser.
  md.validateLink = () => true;
  return md;
}

const parser = createParser();

/** The plain text of an inline token's children (a heading's text for its id and the table of contents). */
function inlineText(token: Token | undefined): string {
  if (!token?.children) return token?.content ?? '';
  return token.children
    .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : ''))
    .join('');
}

interface RenderEnv extends Record<PropertyKey, unknown> {
  locale?: Locale;
  headings: RenderedMarkdown['headings'];
  usedIds: Map<string, number>;
  /** One entry per open link (links do not nest in CommonMark): false when its target was dropped. */
  openLinks: boolean[];
}

type StateRule = (...args: [...Parameters<RendererRule>, RenderEnv]) => string;

/** A render rule that reads the render's state (renderMarkdown passes it as markdown-it's env). */
const withState =
  (rule: StateRule): RendererRule =>
  (tokens, index, options, env, self) =>
    rule(tokens, index, options, env, self, env as unknown as RenderEnv);

const renderToken: RendererRule = (tokens, index, options, _env, self) =>
  self.renderToken(tokens, index, options);

parser.renderer.rules.heading_open = withState((tokens, index, options, env, self, state) => {
  const token = tokens[index]!;
  const text = inlineText(tokens[index + 1]);
  const base = slugifyHeading(text);
  const seen = state.usedIds.get(base) ?? 0;
  state.usedIds.set(base, seen + 1);
  const id = seen === 0 ? base : `${base}-${seen}`;
  state.headings.push({ depth: Number(token.tag.slice(1)), id, text });
  token.attrSet('id', id);
  return renderToken(tokens, index, options, env, self);
});

parser.renderer.rules.link_open = withState((tokens, index, options, env, self, state) => {
  const token = tokens[index]!;
  const href = String(token.attrGet('href') ?? '');
  const safe = isSafeUrl(href);
  state.openLinks.push(safe);
  if (!safe) return '';
  const target = localizeHref(href.trim(), state.locale);
  token.attrSet('href', target);
  if (EXTERNAL_URL.test(target)) token.attrSet('rel', 'noopener noreferrer');
  return renderToken(tokens, index, options, env, self);
});

parser.renderer.rules.link_close = withState((tokens, index, options, env, self, state) => {
  // An unsafe link keeps its text and loses both of its tags.
  return state.openLinks.pop() === false ? '' : renderToken(tokens, index, options, env, self);
});

parser.renderer.rules.image = withState((tokens, index, options, env, self) => {
  const token = tokens[index]!;
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  const src = String(token.attrGet('src') ?? '');
  if (!isSafeUrl(src)) return escapeHtml(alt);
  const title = token.attrGet('title');
  const titleAttribute = title ? ` title="${escapeHtml(String(title))}"` : '';
  return `<img src="${escapeHtml(src.trim())}" alt="${escapeHtml(alt)}"${titleAttribute} loading="lazy">`;
});

/**
 * Markdown → HTML: headings get ids, external links get rel="noopener noreferrer", raw HTML is escaped,
 * and with a locale, links to site pages get that locale's prefix.
 */
export function renderMarkdown(markdown: string, locale?: Locale): RenderedMarkdown {
  const env: RenderEnv = { locale, headings: [], usedIds: new Map(), openLinks: [] };
  const html = parser.render(markdown, env);
  return { html, headings: env.headings };
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

const htmlAwareParser = new MarkdownIt('commonmark', { html: true });

/** True when the Markdown contains raw HTML (which the renderer would show as literal text). */
export function containsRawHtml(markdown: string): boolean {
  const visit = (tokens: Token[]): boolean =>
    tokens.some(
      (token) => token.type === 'html_block' || token.type === 'html_inline' || visit(token.children ?? []),
    );
  return visit(htmlAwareParser.parse(markdown, {}));
}
