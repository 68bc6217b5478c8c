import fs from 'node:fs';
import path from 'node:path';
import { countryOptions } from '@/lib/forms/options';
import { type Locale, locales } from '@/lib/i18n/locales';

// Copy that reads native: one naming table for the products and formats (messages Names), US
// English, Japanese 貴社 and 「」, Korean phrases, Chinese labels, 您 and region names.

type Tree = { [key: string]: string | Tree };
const messages = Object.fromEntries(
  locales.map((locale) => [locale, JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Tree]),
) as Record<Locale, Tree>;

function strings(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : strings(value, `${prefix}${key}.`),
  );
}

function at(tree: Tree, dotted: string): string | undefined {
  const value = dotted
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      tree,
    );
  return typeof value === 'string' ? value : undefined;
}

/** Visible text of every Markdown file of a locale: link targets and front-matter slugs and paths removed. */
function markdownText(locale: Locale): [string, string][] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === `${locale}.md`) files.push(full);
    }
  };
  walk('content');
  return files.map((file) => [
    file,
    fs
      .readFileSync(file, 'utf8')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/^(slug|cover|image):.*$/gm, ''),
  ]);
}

function copyOf(locale: Locale): [string, string][] {
  return [...strings(messages[locale]), ...markdownText(locale)];
}

function offending(locale: Locale, pattern: RegExp): string[] {
  return copyOf(locale)
    .filter(([, text]) => pattern.test(text))
    .map(([where, text]) => `${where}: ${pattern.exec(text)![0]}`);
}

describe('the naming table (messages Names)', () => {
  /** Where each product or format is labeled; the label must be the table's name. */
  const labels: [string, string][] = [
    ['Navbar.playableAds', 'playableAds'],
    ['Navbar.videoAds', 'videoAds'],
    ['Navbar.automaticAds', 'automaticAds'],
    ['Navbar.playableTesting', 'playableTesting'],
    ['Product.playableAds.eyebrow', 'playableAds'],
    ['Product.playableAds.metaTitle', 'playableAds'],
    ['Product.videoAds.eyebrow', 'videoAds'],
    ['Product.videoAds.metaTitle', 'videoAds'],
    ['Product.adAutomation.eyebrow', 'automaticAds'],
    ['Product.adAutomation.metaTitle', 'automaticAds'],
    ['Home.formats.playable.title', 'playableAds'],
    ['Home.formats.video.title', 'videoAds'],
    ['Home.formats.automation.title', 'automaticAds'],
    ['Home.tools.playable.tab', 'playableEditor'],
    ['Home.tools.video.tab', 'videoEditor'],
  ];
  /** The forms' interest options (docs/PRODUCT.md, Choices), wherever a namespace holds them. */
  const options: Record<string, string> = {
    interactive_ads_service: 'interactiveAdsService',
    creative_videos_service: 'creativeVideosService',
    // The form's key keeps its API name; the site calls the product Playable Editor everywhere.
    playable_maker: 'playableEditor',
    video_editor: 'videoEditor',
  };

  it.each(locales)('labels every menu, page and form item with its name (%s)', (locale) => {
    const names = messages[locale].Names as Record<string, string>;
    for (const [key, name] of labels) expect(at(messages[locale], key), key).toBe(names[name]);
    const found = strings(messages[locale]).filter(([key]) => (key.split('.').pop() ?? '') in options);
    expect(found.length).toBeGreaterThanOrEqual(4);
    for (const [key, value] of found) expect(value, key).toBe(names[options[key.split('.').pop()!]!]);
  });

  it('keeps the documented English labels', () => {
    expect(messages.en.Names).toMatchObject({
      playableAds: 'Playable Ads',
      videoAds: 'Video Ads',
      automaticAds: 'Automatic Ads',
      playableTesting: 'Playable Testing',
      playableEditor: 'Playable Editor',
      videoEditor: 'Video Editor',
      interactiveAdsService: 'Interactive Ads Service',
      creativeVideosService: 'Creative Videos Service',
    });
    expect(messages.en.Names).not.toHaveProperty('playableMaker');
  });

  it('calls Mindworks the creative agency, never an ad network, and has one name for the Playable Editor', () => {
    expect(offending('en', /Mindworks[^.]*ad network|Playable Maker/i)).toEqual([]);
    expect(offending('zh-CN', /Mindworks[^。]*广告网络|制作工具/)).toEqual([]);
    expect(offending('ja', /Mindworks[^。]*広告ネットワーク|プレイアブルメーカー/)).toEqual([]);
    expect(offending('ko', /Mindworks[^.]*광고 네트워크|플레이어블 메이커/)).toEqual([]);
  });

  it('has no other name for Automatic Ads in any language', () => {
    expect(offending('en', /\b(ad automation|automated ads)\b/i)).toEqual([]);
    expect(offending('zh-CN', /自动化广告/)).toEqual([]);
    expect(offending('ja', /自動広告/)).toEqual([]);
    expect(offending('ko', /자동화 광고/)).toEqual([]);
  });
});

describe('copy that reads native', () => {
  it('writes US English', () => {
    const british =
      /\b(\w*(colour|behaviour|favourite|catalogue|centre)\w*|\w*(localis|optimis|customis|organis|prioritis|recognis|summaris|personalis|analys)(e|ed|es|ing|ation)\b|labelled|modelled|travell\w+|whilst|amongst)\b/i;
    expect(offending('en', british)).toEqual([]);
  });

  it('uses 貴社 and 「」 in Japanese', () => {
    expect(offending('ja', /御社/)).toEqual([]);
    expect(offending('ja', /[“”]/)).toEqual([]);
    expect(at(messages.ja, 'Home.cases.quote')).toBe('「{quote}」');
  });

  it('has no machine-made Korean phrases', () => {
    expect(offending('ko', /모든 권리 보유|집중하는 스튜디오 팀/)).toEqual([]);
  });

  it('translates Chinese labels whole and addresses the reader as 您', () => {
    expect(offending('zh-CN', /Mind (洞察|学院|作品)|Mind (Academy|Insights|Works)/)).toEqual([]);
    // Ad copy quoted from a creative (in “…”, in bold, or a creative's name in a heading) keeps its 你.
    const unquoted = copyOf('zh-CN').map(
      ([where, text]) => [where, text.replace(/“[^”]*”|\*\*[^*]*\*\*|^#+ .*$/gm, '')] as [string, string],
    );
    expect(unquoted.filter(([, text]) => text.includes('你')).map(([where]) => where)).toEqual([]);
  });

  it.each(['ja', 'zh-CN'] as const)('separates Latin words from %s text with a space', (locale) => {
    const cjk = '[\\u3041-\\u30fa\\u30fc-\\u30ff\\u3400-\\u9fff]';
    const word = '[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*';
    const tight = new RegExp(`${cjk}${word}|${word}${cjk}`);
    const visible = copyOf(locale).map(
      ([where, text]) => [where, text.replace(/`[^`]*`|https?:\/\/\S+/g, '')] as [string, string],
    );
    expect(
      visible
        .filter(([, text]) => tight.test(text))
        .map(([where, text]) => `${where}: ${tight.exec(text)![0]}`),
    ).toEqual([]);
  });

  it('names Taiwan, Hong Kong and Macao as regions of China on the zh-CN lists', () => {
    const names = Object.fromEntries(countryOptions('zh-CN').map(({ code, name }) => [code, name]));
    expect(names).toMatchObject({ TW: '中国台湾', HK: '中国香港', MO: '中国澳门', CN: '中国' });
    expect(Object.fromEntries(countryOptions('en').map(({ code, name }) => [code, name])).TW).toBe('Taiwan');
  });
});
