// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ComplianceMatrix } from '@/components/review/compliance-matrix';
import { SizeReport } from '@/components/review/size-report';
import {
  BYTES_PARAMS,
  english,
  EXACT_BYTES_PARAMS,
  FINDINGS,
  type FindingCode,
  findingParams,
  PLAIN_PARAMS,
  said,
  type Said,
} from '@/lib/playable/compliance/findings';
import type { Compliance, ComplianceMiss } from '@/lib/playable/compliance/types';
import { COMPLIANCE_COLUMNS } from '@/lib/playable/compliance/types';
import { buildStaticReport } from '@/lib/playable/report';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import zh from '@/messages/zh-CN.json';
import { englishRuns } from '../../support/english-runs';
import { ownBuild } from '../../fixtures/playable/network-packages';

// The compliance findings are worded in the tester's language on the page (ComplianceFindings) and in
// English everywhere else, both from one code and its params (lib/playable/compliance/findings.ts).

const CODES = Object.keys(FINDINGS) as FindingCode[];
const LOCALES = [
  ['en', en],
  ['zh-CN', zh],
  ['ja', ja],
  ['ko', ko],
] as const;

/** The ICU arguments a message names. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('finding codes', () => {
  it.each(LOCALES)('%s words every code with exactly its params', (_locale, messages) => {
    const words = messages.ComplianceFindings as Record<string, string>;
    expect(Object.keys(words).sort()).toEqual([...CODES].sort());
    for (const code of CODES) {
      expect(argumentsOf(words[code]), code).toEqual([...new Set(findingParams(code))].sort());
    }
  });

  it('words the English page as the CLI prints it', () => {
    expect(en.ComplianceFindings).toEqual(FINDINGS);
  });

  it('fills in the English with sizes in bytes and in MB', () => {
    expect(english(said('zip-size', { size: 5_200_000, limit: 5_000_000 }))).toBe(
      'the zip is 5,200,000 bytes (5.2 MB); the limit is 5,000,000 bytes (5 MB)',
    );
    expect(english(said('cut', { cut: 200_001 }))).toBe('cut 200 KB (see the size report)');
  });

  it('gives every finding of the engine its code, the English filled in from it', () => {
    const seen = new Set<string>();
    const check = (miss: ComplianceMiss) => {
      for (const [text, words] of [
        [miss.detail, miss.detailSaid],
        [miss.fix, miss.fixSaid],
      ] as const) {
        expect(words, text).toBeDefined();
        expect(english(words!)).toBe(text);
        seen.add(words!.code);
      }
      for (const other of miss.more ?? []) check(other);
    };
    for (const network of COMPLIANCE_COLUMNS) {
      const report = buildStaticReport('r1', ownBuild(network), {});
      for (const column of COMPLIANCE_COLUMNS) {
        if (column === 'studio') continue; // The studio's column words the file check's findings.
        const result = report.compliance[column]!;
        for (const miss of [...result.misses, ...result.warnings]) check(miss);
      }
    }
    expect(seen.size).toBeGreaterThan(5);
  });
});

/** Params of the kinds the engine gives: sizes and counts as numbers, the build's values as text. */
function sample(code: FindingCode): Said {
  const params: Said['params'] = {};
  for (const name of findingParams(code)) {
    if (EXACT_BYTES_PARAMS.has(name) || BYTES_PARAMS.has(name)) params[name] = 2_345_678;
    else if (PLAIN_PARAMS.has(name)) params[name] = name === 'network' || name === 'networks' ? 'Meta' : 3;
    else params[name] = `the build's own ${name} value`;
  }
  return said(code, params);
}

function matrixOf(misses: ComplianceMiss[]): Compliance {
  return { meta: { ready: false, misses, warnings: [], pending: [] } };
}

function renderIn(messages: object, locale: string, children: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale as never} messages={messages as never}>
      {children}
    </NextIntlClientProvider>,
  );
}

describe('the matrix', () => {
  const misses: ComplianceMiss[] = CODES.map((code, index) => {
    const detail = sample(code);
    const fix = sample(CODES[(index + 1) % CODES.length]);
    return {
      rule: 'inline',
      detail: english(detail),
      detailSaid: detail,
      fix: english(fix),
      fixSaid: fix,
      more: [
        { rule: 'inline', detail: english(fix), detailSaid: fix, fix: english(detail), fixSaid: detail },
      ],
    };
  });

  it.each(LOCALES.slice(1))('words every finding in %s, quoting the build verbatim', (locale, messages) => {
    const { container } = renderIn(messages, locale, <ComplianceMatrix compliance={matrixOf(misses)} />);
    const table = container.querySelector('[data-testid="compliance"]')!;
    expect(table.querySelectorAll('[lang="en"]')).toHaveLength(0);
    const quotes = [...table.querySelectorAll('code')].map((code) => code.textContent);
    expect(quotes).toContain("the build's own page value");
    // The page's own words, with what it quotes (as code) left out, hold no English sentence.
    const prose = table.cloneNode(true) as Element;
    for (const code of prose.querySelectorAll('code')) code.remove();
    expect(englishRuns(prose.textContent ?? '')).toEqual([]);
  });

  it('shows sizes in the page’s number format', () => {
    const size = said('zip-size', { size: 5_200_000, limit: 5_000_000 });
    const { container } = renderIn(
      ja,
      'ja',
      <ComplianceMatrix compliance={matrixOf([{ ...misses[0], detail: english(size), detailSaid: size }])} />,
    );
    expect(container.textContent).toContain('5,200,000 (5.2\u00a0MB)');
  });

  it('shows a finding stored without a code in its English, marked so', () => {
    const stored = { rule: 'inline', detail: 'an old finding in English', fix: 'an old fix in English' };
    const { container } = renderIn(zh, 'zh-CN', <ComplianceMatrix compliance={matrixOf([stored])} />);
    const english = [...container.querySelectorAll('[lang="en"]')].map((node) => node.textContent);
    expect(english).toEqual(['an old finding in English', 'an old fix in English']);
  });
});

describe('the size report', () => {
  const SAVINGS: FindingCode[] = [
    'unused-file',
    'source-map-file',
    'inline-source-map',
    'duplicate-one',
    'duplicate-many',
    'data-uri-file',
    'not-minified',
  ];

  it.each(LOCALES.slice(1))('words every saving in %s', (locale, messages) => {
    const report = buildStaticReport('r1', ownBuild('mintegral'), {});
    const savings = SAVINGS.map((code) => {
      const words = sample(code);
      return {
        kind: 'unused' as const,
        path: 'a.png',
        bytes: 1234,
        detail: english(words),
        detailSaid: words,
      };
    });
    const { container } = renderIn(messages, locale, <SizeReport report={{ ...report, savings }} />);
    const list = container.querySelector('[data-testid="savings"]')!;
    expect(list.querySelectorAll('li')).toHaveLength(SAVINGS.length);
    expect(list.querySelectorAll('[lang="en"]')).toHaveLength(0);
    for (const code of list.querySelectorAll('code')) code.remove();
    expect(englishRuns(list.textContent ?? '')).toEqual([]);
  });
});
