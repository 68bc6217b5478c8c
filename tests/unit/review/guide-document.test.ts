import { readFileSync } from 'node:fs';
import { GUIDE_DOCUMENT_LOCALES, renderGuideDocument } from '@/components/review/guide-document';
import { guideHref } from '@/components/review/guide';

// The downloadable guides say what /review/doc says: rendered from the same messages and data.

describe('downloadable testing guides', () => {
  it.each(Object.keys(GUIDE_DOCUMENT_LOCALES) as (keyof typeof GUIDE_DOCUMENT_LOCALES)[])(
    '%s is the committed file (run `npx tsx scripts/make-guide-docs.ts` after changing the guide)',
    (locale) => {
      const committed = readFileSync(`public${guideHref(locale)}`, 'utf8');
      expect(committed).toBe(renderGuideDocument(locale));
    },
  );

  it('covers the shapes, every network API, and each check’s rule, escaped as HTML', () => {
    const html = renderGuideDocument('en');
    expect(html).toContain('A single .html file with every asset inline');
    for (const call of [
      'mraid.open',
      'FbPlayableAd.onCTAClick',
      'ExitApi.exit',
      'Luna.Unity.Playable.InstallFullGame',
    ])
      expect(html).toContain(`<code>${call}</code>`);
    expect(html).toContain('eval() and new Function() are fine');
    expect(html).toContain('&lt;!DOCTYPE html&gt;');
    expect(html).not.toMatch(/<script/);
    expect(renderGuideDocument('zh-CN')).toContain('<html lang="zh-CN">');
  });

  it('says what evidence each rule rests on, and which rules the live run proves', () => {
    const html = renderGuideDocument('en');
    expect(html).toContain('<h2>What the live run proves</h2>');
    expect(html).toContain(
      'laid out wider than the player’s frame, so it scrolls sideways. <small>(evidence: the live run)</small>',
    );
    expect(html).toContain('<code>code</code> · Fails when: In the live run code catches an Error');
    expect(renderGuideDocument('zh-CN')).toContain('证据：实时运行');
  });
});
