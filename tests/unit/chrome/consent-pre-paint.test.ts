// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_PRE_PAINT_SCRIPT, parseConsent } from '@/stores/consent';

// The inline script that hides the static consent banner before the first paint must agree with the store.
function runWithCookie(cookie: string) {
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookie });
  delete document.documentElement.dataset.consent;
  new Function(CONSENT_PRE_PAINT_SCRIPT)();
  return document.documentElement.dataset.consent;
}

describe('consent pre-paint script', () => {
  afterEach(() => {
    delete (document as { cookie?: string }).cookie;
  });

  it.each([
    [`${CONSENT_COOKIE}=1`, '1'],
    [`a=b; ${CONSENT_COOKIE}=1; c=d`, '1'],
    [`a=b;${CONSENT_COOKIE}= 1 `, '1'],
    [`${CONSENT_COOKIE}=2`, undefined],
    [`${CONSENT_COOKIE}=12`, undefined],
    [`x${CONSENT_COOKIE}=1`, undefined],
    ['', undefined],
  ])('cookie %j marks <html> as %j, as parseConsent reads it', (cookie, expected) => {
    expect(runWithCookie(cookie)).toBe(expected);
    const value = /(?:^|;\s*)cookie_permission=([^;]*)/.exec(cookie)?.[1];
    expect(parseConsent(value) === 1 ? '1' : undefined).toBe(expected);
  });
});
