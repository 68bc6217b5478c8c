import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type Locale, locales } from '@/lib/i18n/locales';
import { withoutLineBreaks } from '@/lib/typography/line-breaks';
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

/** The faces Chromium draws the home page's h1 and text with: the language's own CJK face, or none for English. */
async function expectOwnFace(page: Page, locale: Locale) {
  for (const selector of ['h1', 'main section p']) {
    const families = await fontsOf(page, selector);
    expect(families.length, selector).toBeGreaterThan(0);
    const expected = cjkFace[locale];
    if (expected) {
      expect(families, selector).toContain(expected);
      expect(families.filter((family) => /CJK|Han|Gothic|Hei/i.test(family) && family !== expected)).toEqual(
        [],
      );
    } else {
      expect(
        families.filter((family) => /CJK/i.test(family)),
        selector,
      ).toEqual([]);
    }
  }
}

// Each key page is loaded once per locale and laid out at both widths: where a heading breaks depends on the
// width it is laid out at, not on the load.
test.describe('the font Chromium draws with, key headings break between words, one copyright wording', () => {
  for (const locale of locales) {
    test(`${locale}: headings and text in the language's own face; breaks at 390 and 1440 px`, async ({
      page,
    }) => {
      const widths = [390, 1440];
      const broken: string[] = [];
      const checked = new Map(widths.map((width) => [width, 0]));
      let copyright: string | null = null;
      for (const path of keyPages) {
        await page.setViewportSize({ width: widths[0]!, height: 900 });
        await page.goto(url(locale, path));
        if (path === '/') {
          await test.step('the font', () => expectOwnFace(page, locale));
          copyright = await page.locator('footer [data-copyright]').textContent();
        }
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          for (const { text, starts } of await headingLines(page)) {
            checked.set(width, checked.get(width)! + 1);
            const boundaries = wordBoundaries(text, locale);
            for (const start of starts) {
              if (!boundaries.has(start))
                broken.push(`${width} px ${path}: ${text.slice(0, start)} / ${text.slice(start)}`);
            }
          }
        }
      }
      for (const width of widths) expect(checked.get(width), `${width} px`).toBeGreaterThan(20);
      expect(broken).toEqual([]);

      await test.step('one copyright wording: the register footer says what the site footer says', async () => {
        await page.goto(url(locale, '/register'));
        expect(copyright).toContain(String(new Date().getFullYear()));
        expect(await page.locator('footer [data-copyright]').textContent()).toBe(copyright);
      });
    });
  }
});

// Native readers' findings at a phone's and a desktop's width: a Japanese heading that widened the page, lines
// that began inside 「3手」 or 「A/B」 or with 「ー」, controls whose text was cut off, two copyright wordings.

type Messages = typeof import('@/messages/en.json');
const copy = Object.fromEntries(
  locales.map((locale) => [locale, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages]),
) as Record<Locale, Messages>;

/** Each line's first character, and the index where it starts, in the element's text at its current width. */
async function lineStarts(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const text = element.textContent ?? '';
      const starts: number[] = [];
      let offset = 0;
      let top: number | null = null;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
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

/** Characters a Japanese line never starts with (line-break: strict, app/globals.css). */
const SMALL_KANA_OR_LONG_MARK = /[ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]/;

/** Where a line starts inside one of `words` or with 「ー」 or a small kana, as "before / after" excerpts. */
function badStarts({ text, starts }: { text: string; starts: number[] }, words: string[]): string[] {
  const inside = new Set<number>();
  for (const word of words) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      for (let index = at + 1; index < at + word.length; index++) inside.add(index);
    }
  }
  return starts
    .filter((start) => inside.has(start) || SMALL_KANA_OR_LONG_MARK.test(text[start]!))
    .map((start) => `${text.slice(0, start)} / ${text.slice(start)}`);
}

test.describe('Japanese titles at every width', () => {
  const titles = [
    { path: '/our-work/berry-cascade-match3-playable', words: ['3手'] },
    { path: '/blog/ab-iteration-with-ad-automation', words: ['A/B', 'イテレーション', 'クリエイティブ'] },
    { path: '/blog/video-ad-storyboard', words: ['3秒'] },
    { path: '/blog/petalcart-interactive-end-cards', words: ['コンバージョン', '40%'] },
  ];
  for (const { path, words } of titles) {
    test(`ja ${path}: no line starts inside ${words.join(', ')} or with ー`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(url('ja', path));
      const h1 = page.locator('main h1');
      await expect(h1).toContainText(words[0]!);
      // Every column width from a phone's (the longest phrase, クリエイティブから, is 270 px) to a
      // desktop's: the heading breaks somewhere at most of them.
      const found: string[] = [];
      let breaks = 0;
      for (let width = 280; width <= 720; width += 8) {
        await h1.evaluate((element, px) => ((element as HTMLElement).style.width = `${px}px`), width);
        const [lines] = await lineStarts(page, 'main h1');
        breaks += lines!.starts.length;
        found.push(...badStarts(lines!, words).map((line) => `${width} px: ${line}`));
      }
      expect(breaks).toBeGreaterThan(0);
      expect(found).toEqual([]);
    });
  }

  test('ja: no line of a paragraph starts with ー or a small kana', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(url('ja', '/our-work/berry-cascade-match3-playable'));
    const paragraphs = page.locator('main p', { hasText: 'ー' });
    expect(await paragraphs.count()).toBeGreaterThan(0);
    const found: string[] = [];
    for (let width = 160; width <= 400; width += 3) {
      await paragraphs.evaluateAll(
        (elements, px) => elements.forEach((element) => ((element as HTMLElement).style.width = `${px}px`)),
        width,
      );
      for (const lines of await lineStarts(page, 'main p'))
        found.push(...badStarts(lines, []).map((line) => `${width} px: ${line}`));
    }
    expect(found).toEqual([]);
  });

  test('ja: the register footer keeps プライバシーポリシー on one line at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(url('ja', '/register'));
    const link = page.locator('footer a[href$="/privacy"]');
    await expect(link).toHaveText(copy.ja.RegisterPage.privacy);
    const [lines] = await lineStarts(page, 'footer a[href$="/privacy"]');
    expect(lines!.starts).toEqual([]);
  });
});

/** Fills the contact form's required fields in `locale` (the labels are the page's own words). */
async function fillContact(page: Page, locale: Locale) {
  const t = copy[locale].Contact.form;
  const field = (label: string) =>
    page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
  await expect(page.getByRole('button', { name: t.submit })).toBeEnabled({ timeout: 30_000 });
  await field(t.full_name).fill(`E2E ${locale} typography`);
  await field(t.country).selectOption('DE');
  await field(t.company).fill('E2E Games');
  await field(t.company_type).selectOption('games');
  await field(t.position).fill('Producer');
  await field(t.email).fill(`e2e-typo-${Date.now()}@example.com`);
  await field(t.phone).fill('+49 30 1234567');
  await field(t.imType).selectOption(locale === 'ko' ? 'kakao' : 'wechat');
  await field(t.imAccount).fill('e2e_account');
  await page.getByRole('checkbox', { name: copy[locale].Contact.options.interests.playable_maker }).check();
  await field(t.hear_about).selectOption('search');
  await field(t.product_type).selectOption('casual');
  await field(t.app_url).fill('https://play.google.com/store/apps/details?id=com.example.e2e');
  await field(t.message).fill('Sent by the typography e2e spec.');
  const consent = page.getByRole('checkbox', { name: t.is_cross_border });
  if (await consent.isVisible()) await consent.check();
}

test.describe('nothing widens the page at 390 px', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const locale of ['ja', 'zh-CN'] as const) {
    test(`${locale}: the contact thank-you heading fits the phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(url(locale, '/contact'));
      await fillContact(page, locale);
      await page.getByRole('button', { name: copy[locale].Contact.form.submit }).click();
      const heading = page.getByRole('heading', {
        name: withoutLineBreaks(copy[locale].Contact.status.successTitle),
      });
      await expect(heading).toBeVisible({ timeout: 30_000 });
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        heading: document.querySelector('[role=status] h2')!.scrollWidth,
        box: document.querySelector('[role=status] h2')!.clientWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(390);
      expect(widths.heading).toBeLessThanOrEqual(widths.box);
      // It breaks between phrases, not inside お問い合わせ / ありがとう.
      const [lines] = await lineStarts(page, '[role=status] h2');
      const phrases = withoutLineBreaks(copy[locale].Contact.status.successTitle);
      const allowed = new Set(
        copy[locale].Contact.status.successTitle
          .split('<wbr></wbr>')
          .map((_, index, parts) => parts.slice(0, index).join('').length),
      );
      expect(lines!.text).toBe(phrases);
      expect(lines!.starts.filter((start) => !allowed.has(start))).toEqual([]);
    });
  }
});

/** How much wider the text is than the room the control gives it (≤ 0: it fits). */
async function overflowOf(page: Page, selector: string, text: 'placeholder' | 'selected', arrow: number) {
  return page.locator(selector).evaluate(
    (element, { text, arrow }) => {
      const control = element as HTMLInputElement | HTMLSelectElement;
      const style = getComputedStyle(control);
      const shown =
        text === 'placeholder'
          ? (control as HTMLInputElement).placeholder
          : (control as HTMLSelectElement).selectedOptions[0]!.text;
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
      return { shown, overflow: Math.ceil(context.measureText(shown).width - room) };
    },
    { text, arrow },
  );
}

test.describe('no control is cut off at 390 px', () => {
  for (const locale of locales) {
    test(`${locale}: the messenger choice and the search hint fit their boxes`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(url(locale, '/contact'));
      // Measured again until the control is in the page to stay: one replaced as the page hydrates has no
      // computed style, and its overflow reads NaN.
      const fits = (selector: string, text: 'placeholder' | 'selected', arrow: number, shown: string) =>
        expect
          .poll(async () => {
            const measured = await overflowOf(page, selector, text, arrow);
            if (measured.shown !== shown) return `${selector} shows ${measured.shown}`;
            if (Number.isNaN(measured.overflow)) return `${selector} not measured yet`;
            return measured.overflow <= 0 ? 'fits' : `${shown} is ${measured.overflow} px too wide`;
          })
          .toBe('fits');
      // The select's arrow takes about 20 px of its content box in Chromium.
      await fits('select[name="im.type"]', 'selected', 20, copy[locale].Contact.form.imTypePlaceholder);
      await fits(
        'input[name="im.account"]',
        'placeholder',
        0,
        copy[locale].Contact.form.imAccountPlaceholder,
      );
      await page.goto(url(locale, '/search'));
      await fits('#search-q', 'placeholder', 0, copy[locale].Search.placeholder);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
