import { expect, type Page, test } from '@playwright/test';
import { type Locale, locales } from '@/lib/i18n/locales';
import { url } from './support/routes';

// CJK typography as Chromium actually draws it, with Debian's fonts-noto-cjk installed
// (scripts/ensure-system-deps.sh): the font each language's text is drawn with, read through the DevTools
// protocol, and where the key headings break their lines at a phone's and a desktop's width.

/** The face each locale's CJK glyphs must come from (Noto Sans CJK carries all four in one collection). */
const cjkFace: Record<Locale, string | null> = {
  en: null,
  'zh-CN': 'Noto Sans CJK SC',
  ja: 'Noto Sans CJK JP',
  ko: 'Noto Sans CJK KR',
};

async function fontsOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.filter((font) => font.glyphCount > 0).map((font) => font.familyName);
}

test.describe('the font Chromium draws with', () => {
  for (const locale of locales) {
    test(`${locale}: headings and text in the language's own face`, async ({ page }) => {
      await page.goto(url(locale, '/'));
      for (const selector of ['h1', 'main section p']) {
        const families = await fontsOf(page, selector);
        expect(families.length, selector).toBeGreaterThan(0);
        const expected = cjkFace[locale];
        if (expected) {
          expect(families, selector).toContain(expected);
          expect(
            families.filter((family) => /CJK|Han|Gothic|Hei/i.test(family) && family !== expected),
          ).toEqual([]);
        } else {
          expect(
            families.filter((family) => /CJK/i.test(family)),
            selector,
          ).toEqual([]);
        }
      }
    });
  }
});

/**
 * Each heading's text and the indexes where a new line starts, measured from the characters' boxes
 * (a character whose box starts below the previous one's begins a line).
 */
async function headingLines(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main h1, main h2, main h3')]
      .filter((heading) => (heading as HTMLElement).offsetParent !== null)
      .map((heading) => {
        const text = heading.textContent ?? '';
        const starts: number[] = [];
        let offset = 0;
        let top: number | null = null;
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let index = 0; index < node.data.length; index++) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const box = range.getClientRects()[0];
            if (box && box.width > 0) {
              if (top !== null && box.top > top + box.height / 2) starts.push(offset + index);
              top = box.top;
            }
          }
          offset += node.data.length;
        }
        return { text, starts };
      }),
  );
}

/** Word boundaries as ICU's dictionaries see them (independent of BudouX, which placed the breaks). */
function wordBoundaries(text: string, locale: Locale): Set<number> {
  const boundaries = new Set<number>([0, text.length]);
  for (const { index, segment } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    boundaries.add(index);
    boundaries.add(index + segment.length);
  }
  return boundaries;
}

const keyPages = ['/', '/product/playable-ads', '/product/video-ads', '/product/ad-automation', '/our-work'];

test.describe('key headings break between words', () => {
  for (const width of [390, 1440]) {
    for (const locale of locales) {
      test(`${locale} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const broken: string[] = [];
        let checked = 0;
        for (const path of keyPages) {
          await page.goto(url(locale, path));
          for (const { text, starts } of await headingLines(page)) {
            checked++;
            const boundaries = wordBoundaries(text, locale);
            for (const start of starts) {
              if (!boundaries.has(start))
                broken.push(`${path}: ${text.slice(0, start)} / ${text.slice(start)}`);
            }
          }
        }
        expect(checked).toBeGreaterThan(20);
        expect(broken).toEqual([]);
      });
    }
  }
});
