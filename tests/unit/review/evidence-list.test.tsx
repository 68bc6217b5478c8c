// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { EvidenceList } from '@/components/review/evidence-list';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';

// The Test step shows each group of evidence under the rule it breaks, as the guide and the CLI word it.

const evidence = [
  {
    file: 'Game/Game.html',
    line: 9,
    col: 13,
    detail: '<img src> img/a.png: Game/img/a.png is not in the package',
    rule: 'missing-file',
    proof: 'static' as const,
  },
  {
    file: 'Game/Game.html',
    line: 10,
    col: 13,
    detail: '<img src> img/b.png: Game/img/b.png is not in the package',
    rule: 'missing-file',
    proof: 'static' as const,
  },
  {
    detail: 'Failed to load <img> data:image/png;base64,iVBORw0KGgo…',
    rule: 'failed-load',
    proof: 'live' as const,
  },
  {
    file: 'Game/js/x.js',
    line: 1,
    col: 5,
    detail: 'code names "img/c.png"',
    rule: 'asset-literal',
    warning: true as const,
  },
  { detail: '3 more not shown' },
];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('EvidenceList', () => {
  it('groups evidence under its rule text, with the evidence it rests on, and marks the warnings', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <EvidenceList check="base64" evidence={evidence} />
      </NextIntlClientProvider>,
    );
    const missing = document.querySelector('[data-rule="missing-file"]')!;
    expect(missing).toHaveTextContent(en.PlayableRules.base64.items['missing-file']);
    expect(missing.querySelectorAll('li')).toHaveLength(2);
    expect(missing).toHaveTextContent('Game/Game.html:9:13: <img src> img/a.png');
    expect(missing).toHaveTextContent(`(${en.Review.proof.static})`);
    const failedLoad = document.querySelector('[data-rule="failed-load"]')!;
    expect(failedLoad).toHaveAttribute('data-proof', 'live');
    expect(failedLoad).toHaveTextContent(
      `${en.PlayableRules.base64.items['failed-load']} (${en.Review.proof.live})`,
    );
    const literal = document.querySelector('[data-rule="asset-literal"]')!;
    expect(literal).toHaveTextContent(`Warning: ${en.PlayableRules.base64.items['asset-literal']}`);
    expect(screen.getByText('3 more not shown')).toBeInTheDocument();
  });

  it('speaks the page language', () => {
    render(
      <NextIntlClientProvider locale="ko" messages={ko}>
        <EvidenceList check="base64" evidence={evidence.slice(3, 4)} />
      </NextIntlClientProvider>,
    );
    expect(document.body).toHaveTextContent(`경고: ${ko.PlayableRules.base64.items['asset-literal']}`);
  });
});
