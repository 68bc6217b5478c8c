import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import zh from '@/messages/zh-CN.json';
import { NOTE_CODES } from '@/lib/playable/protocol';
import { EVIDENCE_CODES } from '@/lib/playable/types';
import { ALLOWED_ENGLISH, englishRuns } from '../../support/english-runs';

// The review area's copy in Chinese, Japanese and Korean is in that language: no sentence (a run of three
// English words) left untranslated; the live run's notes and findings are worded in every language; upload
// errors read as sentences in English.

type Tree = { [key: string]: string | Tree };

/** The namespaces the review pages (/review, its guide, the preview and send-email pages) show. */
const NAMESPACES = [
  'Review',
  'ReviewDoc',
  'ReviewPreview',
  'ReviewSendEmail',
  'ReviewCompliance',
  'ComplianceRules',
  'ComplianceFindings',
  'PlayableRules',
] as const;

const LOCALES = [
  ['zh-CN', zh],
  ['ja', ja],
  ['ko', ko],
] as const;

function entries(tree: Tree | string, path: string): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  return Object.entries(tree).flatMap(([key, value]) => entries(value, `${path}.${key}`));
}

function at(messages: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], messages);
}

describe('englishRuns', () => {
  it('finds three English words in a row, and not names, code or placeholders', () => {
    expect(englishRuns('浏览器拒绝了 localStorage is refused to this frame')).toEqual([
      'localStorage is refused to this frame',
    ]);
    expect(englishRuns('此处允许：none')).toEqual([]);
    expect(englishRuns('调用 `mraid.open()` 打开商店，{count, plural, other {# 次}}')).toEqual([]);
    expect(englishRuns('`the tester answers` 与 {name} 一起')).toEqual([]);
    expect(englishRuns('在 Playable Editor 中打开，错误为 Failed to fetch')).toEqual([]);
    expect(englishRuns('AppLovin、Unity、ironSource 与 Google Ads')).toEqual([]);
    expect(englishRuns('{at} ms · the frame changed')).toEqual(['the frame changed']);
  });
});

describe('review copy in Chinese, Japanese and Korean', () => {
  it.each(LOCALES)('%s has no untranslated English sentence', (_locale, messages) => {
    const found = NAMESPACES.flatMap((namespace) =>
      entries(messages[namespace] as Tree, namespace).flatMap(([path, value]) =>
        englishRuns(value).map((run) => `${path}: ${run}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('keeps the allowlist to names that do occur', () => {
    const all = JSON.stringify([zh, ja, ko]);
    for (const phrase of ALLOWED_ENGLISH) expect(all).toContain(phrase);
  });

  it.each([['en', en] as const, ...LOCALES])(
    '%s words every live note and live finding',
    (_locale, messages) => {
      for (const code of Object.keys(NOTE_CODES)) {
        expect(typeof at(messages, `Review.timeline.notes.${code}`), code).toBe('string');
      }
      for (const code of EVIDENCE_CODES) {
        expect(typeof at(messages, `Review.evidence.${code}`), code).toBe('string');
      }
    },
  );

  it('names the product Playable Editor, never Playable Maker', () => {
    for (const messages of [en, zh, ja, ko]) expect(JSON.stringify(messages)).not.toMatch(/Playable Maker/i);
  });

  it('uses full-width colons, commas and brackets in Chinese and Japanese prose', () => {
    // A half-width mark right after a CJK character (or before one, for an opening bracket) is a typo there.
    const CJK = String.raw`[\u3040-\u30ff\u3400-\u9fff]`;
    const halfWidth = new RegExp(`${CJK}[:,;?!]|${CJK}\\((?![a-z])|[^\\x00-\\x7f]\\)(?=${CJK})`, 'u');
    for (const [locale, messages] of LOCALES.filter(([locale]) => locale !== 'ko')) {
      const found = NAMESPACES.flatMap((namespace) =>
        entries(messages[namespace] as Tree, namespace)
          .filter(([, value]) => halfWidth.test(value.replace(/`[^`]*`/g, '')))
          .map(([path, value]) => `${locale} ${path}: ${value}`),
      );
      expect(found).toEqual([]);
    }
  });
});

describe('upload errors in English', () => {
  it('start with a capital and end as sentences', () => {
    const { errors, reasons } = en.Review.upload;
    for (const [key, text] of Object.entries({ ...errors, ...reasons })) {
      expect(text, key).toMatch(/^[A-Z]/);
      expect(text, key).toMatch(/[.!?]$/);
    }
  });
});
