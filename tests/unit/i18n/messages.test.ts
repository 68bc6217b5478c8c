import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { withEnglishFallback } from '@/lib/i18n/messages';
import { MESSAGE_KEYS } from '@/lib/schemas/fields';

type Tree = { [key: string]: string | Tree };
const load = (locale: string): Tree => JSON.parse(readFileSync(join('messages', `${locale}.json`), 'utf8'));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

describe('message files', () => {
  const english = flatten(load('en'));

  it('exist for exactly the four locales', () => {
    expect(
      readdirSync('messages')
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...locales].map((l) => `${l}.json`).sort());
  });

  it.each(locales.filter((l) => l !== 'en'))('%s has the same keys as English', (locale) => {
    const own = flatten(load(locale));
    const missing = [...english.keys()].filter((k) => !own.has(k));
    const extra = [...own.keys()].filter((k) => !english.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(locales.filter((l) => l !== 'en'))('%s does not leave English sentences untranslated', (locale) => {
    const own = flatten(load(locale));
    const untranslated = [...english].filter(
      ([key, value]) => value.trim().split(/\s+/).length > 3 && own.get(key) === value,
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it.each(locales)('%s keeps every ICU placeholder of the English text', (locale) => {
    const own = flatten(load(locale));
    for (const [key, value] of english) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
      expect(placeholders(own.get(key) ?? ''), key).toEqual(placeholders(value));
    }
  });

  it('translate every error key the form schemas produce (FormErrors), and nothing else there', () => {
    expect(Object.keys(load('en').FormErrors).sort()).toEqual([...MESSAGE_KEYS].sort());
  });
});

describe('withEnglishFallback', () => {
  it('fills missing keys with English and logs them once', () => {
    const warn = vi.fn();
    const merged = withEnglishFallback(
      'ja',
      { A: { x: 'X', y: 'Y' }, B: { z: 'Z' } },
      { A: { x: 'エックス' } },
      warn,
    );
    expect(merged).toEqual({ A: { x: 'エックス', y: 'Y' }, B: { z: 'Z' } });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('A.y, B.z');
  });

  it('keeps compiled messages (arrays, as the build precompiles them) as messages, not as groups', () => {
    const warn = vi.fn();
    const merged = withEnglishFallback(
      'ko',
      { A: { plain: 'Hi', arg: ['Hi ', ['name']] }, B: { arg: ['Bye ', ['name']] } },
      { A: { plain: '안녕', arg: ['안녕 ', ['name']] } },
      warn,
    );
    expect(merged).toEqual({
      A: { plain: '안녕', arg: ['안녕 ', ['name']] },
      B: { arg: ['Bye ', ['name']] },
    });
    expect(warn.mock.calls[0]![0]).toContain('B.arg');
  });

  it('is silent when nothing is missing', () => {
    const warn = vi.fn();
    withEnglishFallback('ko', { A: { x: 'X' } }, { A: { x: '엑스' } }, warn);
    expect(warn).not.toHaveBeenCalled();
  });
});
