import { getLocaleContent } from '@/lib/content/load';
import { htmlToText, renderMarkdown } from '@/lib/content/markdown';
import { LEGAL_DOCS } from '@/lib/legal/documents';
import { loadLegalDocument } from '@/lib/legal/load';
import { locales } from '@/lib/i18n/locales';

// CommonMark's emphasis rule fails next to full-width punctuation (`**氏名：**山田` stayed literal on the
// Japanese and Chinese privacy pages); the renderer uses markdown-it-cjk-friendly for that.

describe('emphasis next to CJK punctuation', () => {
  it.each([
    ['**お問い合わせフォーム：**氏名', '<strong>お問い合わせフォーム：</strong>氏名'],
    ['**联系表单：**姓名和邮箱', '<strong>联系表单：</strong>姓名和邮箱'],
    ['「**重要**」です', '「<strong>重要</strong>」です'],
    ['**문의 양식(필수)**에서', '<strong>문의 양식(필수)</strong>에서'],
    ['*斜体。*文字', '<em>斜体。</em>文字'],
  ])('%s', (markdown, expected) => {
    expect(renderMarkdown(markdown).html).toContain(expected);
  });

  it('leaves intraword underscores in Latin text alone, as CommonMark does', () => {
    expect(renderMarkdown('snake_case_name and cookie_permission').html).toContain(
      'snake_case_name and cookie_permission',
    );
  });
});

/** Emphasis markers the renderer failed to turn into tags, in the text a visitor reads. */
function literalMarkers(html: string): string[] {
  const text = htmlToText(html.replace(/<code>[^<]*<\/code>/g, ''));
  return text.split('\n').filter((line) => /\*\*|__/.test(line));
}

describe('every text the site renders from Markdown', () => {
  it.each(locales)('has no literal ** or __ in %s posts and cases', (locale) => {
    const { posts, cases } = getLocaleContent(locale);
    expect(posts.length).toBeGreaterThan(0);
    expect(cases.length).toBeGreaterThan(0);
    for (const item of [...posts, ...cases]) {
      expect(literalMarkers(item.html), `${item.slug} (${locale})`).toEqual([]);
    }
  });

  it.each(locales)('has no literal ** or __ in %s legal texts', (locale) => {
    const rendered = LEGAL_DOCS.map((doc) => ({ doc, html: loadLegalDocument(doc, locale).html }));
    // The privacy texts use bold labels, so the check is not vacuous.
    expect(rendered.some(({ html }) => html.includes('<strong>'))).toBe(true);
    for (const { doc, html } of rendered) {
      expect(literalMarkers(html), `${doc} (${locale})`).toEqual([]);
    }
  });
});
