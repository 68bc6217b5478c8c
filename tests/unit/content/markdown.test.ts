import { containsRawHtml, htmlToText, renderMarkdown, slugifyHeading } from '@/lib/content/markdown';
import { readingMinutes } from '@/lib/content/reading-time';

describe('renderMarkdown', () => {
  it('escapes raw HTML blocks and inline tags instead of passing them through', () => {
    const { html } = renderMarkdown(
      '<script>alert("x")</script>\n\nText with <img src=x onerror="alert(1)"> inline and <b>bold</b>.\n\n<div onclick="x()">block</div>',
    );
    expect(html).not.toMatch(/<script|<img|<b>|<div/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('&lt;div onclick=&quot;x()&quot;&gt;block&lt;/div&gt;');
  });

  it('still renders Markdown and escapes HTML inside code', () => {
    const { html } = renderMarkdown('**Strong** and `<code>` and\n\n```\n<p>x</p>\n```');
    expect(html).toContain('<strong>Strong</strong>');
    expect(html).toContain('<code>&lt;code&gt;</code>');
    expect(html).toContain('&lt;p&gt;x&lt;/p&gt;');
  });

  it('gives headings unique ids, keeping CJK letters', () => {
    const { html, headings } = renderMarkdown(
      '## The Challenge!\n\n## The Challenge\n\n### 挑战与成果\n\n## 과제',
    );
    expect(headings.map((heading) => heading.id)).toEqual([
      'the-challenge',
      'the-challenge-1',
      '挑战与成果',
      '과제',
    ]);
    expect(html).toContain('<h2 id="the-challenge">The Challenge!</h2>');
    expect(html).toContain('<h3 id="挑战与成果">挑战与成果</h3>');
    expect(slugifyHeading('?!')).toBe('section');
  });

  it('adds rel="noopener noreferrer" to external links only', () => {
    const { html } = renderMarkdown(
      '[out](https://example.com/a) [proto](//cdn.example.com) [in](/our-work/x) [hash](#top) <https://auto.example.com>',
    );
    expect(html).toContain('<a href="https://example.com/a" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="//cdn.example.com" rel="noopener noreferrer">proto</a>');
    expect(html).toContain('<a href="/our-work/x">in</a>');
    expect(html).toContain('<a href="#top">hash</a>');
    expect(html).toContain('<a href="https://auto.example.com" rel="noopener noreferrer">');
  });

  it('drops javascript: links and images, keeping their text', () => {
    const { html } = renderMarkdown('[click](javascript:alert(1)) ![pic](javascript:alert(2))');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('click');
    expect(html).toContain('pic');
  });
});

describe('htmlToText', () => {
  it('puts each block on its own line and decodes entities once', () => {
    const { html } = renderMarkdown('## Title\n\nOne <tag> & `&lt;`.\n\n- a\n- b');
    expect(htmlToText(html)).toBe('Title\nOne <tag> & &lt;.\na\nb');
  });
});

describe('containsRawHtml', () => {
  it('finds HTML tags but not code spans or comparisons', () => {
    expect(containsRawHtml('text <span>x</span>')).toBe(true);
    expect(containsRawHtml('<iframe src="x"></iframe>')).toBe(true);
    expect(containsRawHtml('use `<script>` and 3 < 5 and a <5 MB zip')).toBe(false);
  });
});

describe('readingMinutes', () => {
  it('counts words for space-separated text and characters for Chinese and Japanese', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(660))).toBe(3);
    expect(readingMinutes('读'.repeat(1200))).toBe(3);
    expect(readingMinutes('단어 '.repeat(440))).toBe(2);
  });
});

describe('site links in Markdown', () => {
  it('get the locale prefix of the post, keeping query and hash', () => {
    const md =
      '[a](/contact) [b](/blog/x#top) [c](/) [d](https://example.com/x) [e](#here) [f](/review?lang=cn)';
    const ja = renderMarkdown(md, 'ja').html;
    expect(ja).toContain('href="/jp/contact"');
    expect(ja).toContain('href="/jp/blog/x#top"');
    expect(ja).toContain('href="/jp"');
    expect(ja).toContain('href="https://example.com/x"');
    expect(ja).toContain('href="#here"');
    expect(ja).toContain('href="/jp/review?lang=cn"');
    expect(renderMarkdown(md, 'en').html).toContain('href="/contact"');
    expect(renderMarkdown(md).html).toContain('href="/contact"');
  });
});
