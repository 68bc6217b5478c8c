// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { GuideProof } from '@/components/review/guide-proof';
import { CheckRuleText } from '@/components/review/guide-rules';
import { CODE_RULE } from '@/lib/playable/checks/code';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';

// The guide (/review/doc) says what evidence fails each rule item, as the Test step and the CLI say it, and
// lists the rules the live run proves.

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the guide’s evidence', () => {
  it('labels each rule item that fails or warns with the evidence it rests on', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <CheckRuleText rule={CODE_RULE} />
      </NextIntlClientProvider>,
    );
    const frozen = document.querySelector('[data-rule="caught-frozen"]')!;
    expect(frozen).toHaveAttribute('data-proof', 'live');
    expect(frozen).toHaveTextContent(
      `${en.PlayableRules.code.items['caught-frozen']} (${en.Review.proof.live})`,
    );
    expect(document.querySelector('[data-rule="syntax"]')).toHaveTextContent(`(${en.Review.proof.static})`);
    expect(document.querySelector('[data-rule="eval"]')).not.toHaveTextContent('evidence');
  });

  it('lists the rules the live run proves, in the page language', () => {
    render(
      <NextIntlClientProvider locale="ja" messages={ja}>
        <GuideProof />
      </NextIntlClientProvider>,
    );
    const section = document.getElementById('proof')!;
    expect(section).toHaveTextContent(ja.ReviewDoc.proof.heading);
    const items = [...section.querySelectorAll('li[data-rule]')].map((item) =>
      item.getAttribute('data-rule'),
    );
    expect(items).toEqual([
      'wider-than-frame',
      'failed-load',
      'blocked-load',
      'blocked-request',
      'uncaught',
      'caught-frozen',
      'blank',
      'caught-playing',
    ]);
    expect(section).toHaveTextContent(ja.PlayableRules.html_label.items['wider-than-frame']);
  });
});
