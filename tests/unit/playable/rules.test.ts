import { readFileSync } from 'node:fs';
import { STATIC_RULES } from '@/lib/playable/checks/rules';
import { CHECK_MESSAGES } from '@/lib/playable/messages';

// Each check's rule is data next to the check; the guide shows it translated under `PlayableRules`, the
// CLI prints the English. They must say the same thing.

const messages = (locale: string) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).PlayableRules as Record<
    string,
    { summary: string; items: Record<string, string> }
  >;

describe('check rules', () => {
  it('are what messages/en.json says, item for item, and every locale has each item', () => {
    const english = messages('en');
    expect(Object.keys(english)).toEqual(STATIC_RULES.map((rule) => rule.check));
    for (const rule of STATIC_RULES) {
      expect(english[rule.check]).toEqual({
        summary: rule.summary,
        items: Object.fromEntries(rule.items.map((item) => [item.id, item.text])),
      });
      for (const locale of ['zh-CN', 'ja', 'ko']) {
        expect(Object.keys(messages(locale)[rule.check].items), `${locale} ${rule.check}`).toEqual(
          rule.items.map((item) => item.id),
        );
      }
    }
  });

  it('hold no character the message format reads as syntax, and have unique ids', () => {
    for (const rule of STATIC_RULES) {
      for (const text of [rule.summary, ...rule.items.map((item) => item.text)]) {
        expect(text, rule.check).not.toMatch(/[{}<>]/);
      }
      expect(new Set(rule.items.map((item) => item.id)).size).toBe(rule.items.length);
    }
  });

  it('say, for each item that fails or warns, what evidence proves it, in every locale', () => {
    for (const rule of STATIC_RULES) {
      for (const item of rule.items) {
        if (item.verdict === 'pass') expect(item.proof, `${rule.check}.${item.id}`).toBeUndefined();
        else expect(['static', 'live'], `${rule.check}.${item.id}`).toContain(item.proof);
      }
    }
    // The live items are the ones lib/playable/live.ts records evidence for.
    const live = STATIC_RULES.flatMap((rule) =>
      rule.items.filter((item) => item.proof === 'live').map((item) => `${rule.check}.${item.id}`),
    );
    expect(live).toEqual([
      'html_label.wider-than-frame',
      'base64.failed-load',
      'outer_chain.blocked-load',
      'outer_chain.blocked-request',
      'code.uncaught',
      'code.caught-frozen',
      'code.blank',
      'code.caught-playing',
    ]);
    for (const locale of ['en', 'zh-CN', 'ja', 'ko']) {
      const proof = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).Review.proof;
      expect(Object.keys(proof), locale).toEqual(['static', 'live']);
    }
  });

  it('have a message for each status their items can give the check', () => {
    for (const rule of STATIC_RULES) {
      for (const verdict of ['fail', 'warn'] as const) {
        const status = verdict === 'fail' ? 'failed' : 'warning';
        const key = `${rule.check}_${status}`;
        const used = rule.items.some((item) => item.verdict === verdict);
        expect(key in CHECK_MESSAGES, key).toBe(used);
      }
    }
  });
});
