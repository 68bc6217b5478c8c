// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/contact/contact-form';
import { DRAFT_KEY } from '@/components/contact/draft';
import { forgetVisitorCountry } from '@/lib/client/geo';
import type { Locale } from '@/lib/i18n/locales';
import { contactSchema } from '@/lib/schemas/contact';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import zhCN from '@/messages/zh-CN.json';
import { pasteInto } from '@/tests/support/paste-into';

// The contact form in the browser (jsdom): the shared schema's messages, the locale-specific choices, the
// China-only consent, and what the visitor sees for each answer of POST /api/contact (fetch is faked).

const messages = { en, 'zh-CN': zhCN, ja, ko } as const;
const countries = [
  { code: 'CN', name: 'China' },
  { code: 'DE', name: 'Germany' },
  { code: 'US', name: 'United States' },
];

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
let geoAnswer: () => Promise<Response>;
let contactAnswers: Answer[];
let contactBodies: Record<string, unknown>[];
let holdContact: Promise<void> | null;

function jsonResponse({ status, body, headers = {} }: Answer): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

beforeEach(() => {
  // A new page load of a first visit: no country looked up or stored yet, no draft.
  forgetVisitorCountry();
  window.localStorage.clear();
  window.sessionStorage.clear();
  geoAnswer = async () => jsonResponse({ status: 200, body: { ip: '203.0.113.9', country: 'DE' } });
  contactAnswers = [];
  contactBodies = [];
  holdContact = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/geo') return geoAnswer();
      if (url === '/api/contact') {
        contactBodies.push(JSON.parse(String(init?.body)));
        if (holdContact) await holdContact;
        return jsonResponse(
          contactAnswers.shift() ?? { status: 202, body: { id: 'lead-1', status: 'delivered' } },
        );
      }
      throw new Error(`unexpected fetch ${url}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(locale: Locale = 'en') {
  const user = userEvent.setup();
  const view = render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]}>
      <ContactForm countries={countries} />
    </NextIntlClientProvider>,
  );
  return { user, ...view };
}

const field = (name: RegExp) => screen.getByLabelText(name);

async function fillValid(user: ReturnType<typeof userEvent.setup>, { email = 'ada@example.com' } = {}) {
  await pasteInto(user, field(/^Full name/), 'Ada Lovelace');
  await user.selectOptions(field(/^Country or region/), 'DE');
  await pasteInto(user, field(/^Company\*?$/), 'Analytical Games');
  await user.selectOptions(field(/^Company type/), 'games');
  await pasteInto(user, field(/^Position/), 'Producer');
  await pasteInto(user, field(/^Work e-mail/), email);
  await pasteInto(user, field(/^Phone/), '+44 20 7946 0000');
  await user.selectOptions(field(/^Messenger$/), 'telegram');
  await pasteInto(user, field(/^Messenger account/), '@ada');
  await user.click(screen.getByRole('checkbox', { name: 'Playable Editor' }));
  await user.selectOptions(field(/^Promotional product type/), 'casual');
  await pasteInto(
    user,
    field(/^Main store link/),
    'https://play.google.com/store/apps/details?id=com.example',
  );
}

const submit = () => screen.getByRole('button', { name: /Send message|Sending/ });

/** The form's alert region is always in the page, empty until it speaks: wait for what it says. */
const alertSays = (text: string | RegExp) =>
  waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));

// The form loads its schema on first use (a separate chunk in the browser): load it before the first test, so
// its first validation does not also wait on transforming the modules (on a busy machine that outlasted the
// default wait of findBy).
beforeAll(async () => {
  await Promise.all([import('@/lib/schemas/contact'), import('@hookform/resolvers/zod')]);
});

describe('contact form: validation with the shared schema', () => {
  it('shows the required messages, announces them and focuses the first invalid field', async () => {
    const { user } = renderForm();
    await user.click(submit());

    expect(await screen.findByText('Promotional product type is required.')).toBeInTheDocument();
    expect(screen.getByText('Product link is required.')).toBeInTheDocument();
    const name = field(/^Full name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(field(/^Promotional product type/)).toHaveAccessibleDescription(
      'Promotional product type is required.',
    );
    expect(field(/^Main store link/)).toHaveAccessibleDescription(/Product link is required\./);
    expect(screen.getByRole('checkbox', { name: 'Playable Editor' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/\d+ fields need your attention/);
    expect(name).toHaveFocus();
    // Optional fields stay quiet.
    expect(field(/^How did you hear about us/)).not.toHaveAttribute('aria-invalid');
    expect(contactBodies).toHaveLength(0);
  });

  it('asks for a valid e-mail address and a valid URL', async () => {
    const { user } = renderForm();
    await fillValid(user, { email: 'ada@' });
    await user.clear(field(/^Main store link/));
    await user.type(field(/^Main store link/), 'not a link');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(field(/^Main store link/)).toHaveAccessibleDescription(/VALID URL/);
    expect(field(/^Work e-mail/)).toHaveFocus();
    expect(contactBodies).toHaveLength(0);
  });

  it('shows every message in the page language (Japanese)', async () => {
    const { user } = renderForm('ja');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('プロモーションする製品の種類を選択してください。')).toBeInTheDocument();
    expect(screen.getByText('製品のリンクを入力してください。')).toBeInTheDocument();
    expect(screen.getAllByText('この項目は必須です。').length).toBeGreaterThan(5);
  });
});

describe('contact form: locale-specific choices', () => {
  it('offers Kakao ID in place of QQ on the Korean form', () => {
    renderForm('ko');
    const messenger = screen.getByLabelText('메신저 종류');
    const options = within(messenger)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toContain('kakao');
    expect(options).not.toContain('qq');
    expect(within(messenger).getByRole('option', { name: '카카오 ID' })).toBeInTheDocument();
  });

  it('offers QQ and no Kakao ID elsewhere, and every documented choice', () => {
    renderForm('en');
    const values = (label: RegExp) =>
      within(field(label))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'))
        .filter(Boolean);
    expect(values(/^Messenger$/)).toEqual(['wechat', 'qq', 'skype', 'telegram', 'slack', 'other']);
    expect(values(/^Company type/)).toEqual(['games', 'non_game_apps', 'brands', 'ecommerce', 'others']);
    expect(values(/^How did you hear/)).toHaveLength(9);
    expect(values(/^Promotional product type/)).toHaveLength(13);
    expect(screen.getAllByRole('checkbox', { name: /Service|Maker|Editor/ })).toHaveLength(4);
  });
});

describe('contact form: cross-border consent (China only)', () => {
  const consent = /transferred outside mainland China/;

  it('is not shown to an English visitor outside China', async () => {
    renderForm('en');
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/geo', expect.anything()));
    await act(async () => {});
    expect(screen.queryByRole('checkbox', { name: consent })).not.toBeInTheDocument();
  });

  it('is shown and required on the Chinese form', async () => {
    const { user } = renderForm('zh-CN');
    const box = screen.getByRole('checkbox', { name: /中国大陆境外/ });
    await user.click(screen.getByRole('button', { name: '发送留言' }));
    expect(await screen.findByText('请同意个人信息跨境传输，以便我们回复您。')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('请同意个人信息跨境传输，以便我们回复您。');
  });

  it('is shown and required for a visitor whose country is CN', async () => {
    geoAnswer = async () => jsonResponse({ status: 200, body: { ip: '1.2.3.4', country: 'CN' } });
    const { user } = renderForm('en');
    const box = await screen.findByRole('checkbox', { name: consent });
    // The looked-up country also fills the empty country field (in the render after the consent box).
    await waitFor(() => expect(field(/^Country or region/)).toHaveValue('CN'));
    await fillValid(user);
    await user.selectOptions(field(/^Country or region/), 'DE');
    await user.click(submit());
    expect(await screen.findByText(/agree to the cross-border transfer/)).toBeInTheDocument();
    expect(contactBodies).toHaveLength(0);
    await user.click(box);
    await user.click(submit());
    await screen.findByText('Thank you for contacting us!');
    expect(contactBodies[0]).toMatchObject({ is_cross_border: true, country: 'DE' });
  });

  it('is shown when the visitor picks China as their country', async () => {
    const { user } = renderForm('en');
    expect(screen.queryByRole('checkbox', { name: consent })).not.toBeInTheDocument();
    await user.selectOptions(field(/^Country or region/), 'CN');
    expect(screen.getByRole('checkbox', { name: consent })).toBeInTheDocument();
  });

  it('a failed country lookup shows nothing extra and breaks nothing', async () => {
    geoAnswer = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { user } = renderForm('en');
    await fillValid(user);
    expect(screen.queryByRole('checkbox', { name: consent })).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Thank you for contacting us!')).toBeInTheDocument();
  });
});

describe('contact form: submitting', () => {
  it('sends the validated form once, disabled while sending, then thanks the visitor', async () => {
    let release!: () => void;
    holdContact = new Promise((resolve) => (release = resolve));
    const { user } = renderForm('en');
    await fillValid(user);
    await user.dblClick(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveTextContent('Sending…');
    await user.click(submit());
    release();
    const thanks = await screen.findByRole('heading', { name: 'Thank you for contacting us!' });
    expect(thanks).toHaveFocus();
    expect(contactBodies).toHaveLength(1);
    const sent = contactBodies[0]!;
    expect(contactSchema.safeParse(sent).success).toBe(true);
    expect(sent).toMatchObject({
      full_name: 'Ada Lovelace',
      im: { type: 'telegram', account: '@ada' },
      interested_in: ['playable_maker'],
      locale: 'en',
      subscribe: false,
      is_cross_border: false,
    });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The draft is gone once the lead is in.
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('on failure shows the resubmit message, keeps every value and retries with the same key', async () => {
    contactAnswers = [{ status: 500, body: { error: 'internal' } }];
    const { user } = renderForm('en');
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /newsletter/ }));
    await user.click(submit());
    await alertSays(/something wrong.*submit the form again/);
    expect(field(/^Full name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('checkbox', { name: /newsletter/ })).toBeChecked();
    expect(submit()).toBeEnabled();
    await user.click(submit());
    await screen.findByText('Thank you for contacting us!');
    expect(contactBodies).toHaveLength(2);
    expect(contactBodies[1]!.idempotencyKey).toBe(contactBodies[0]!.idempotencyKey);
    expect(contactBodies[1]!.subscribe).toBe(true);
  });

  it('a network error is a failure too, and the Korean form says there is an error', async () => {
    const { user } = renderForm('ko');
    vi.mocked(fetch).mockImplementation(async (input) => {
      if (String(input) === '/api/geo')
        return jsonResponse({ status: 200, body: { ip: null, country: null } });
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('button', { name: '메시지 보내기' }));
    // Invalid first: nothing was sent.
    await alertSays('항목을 확인해 주세요');
    await user.type(screen.getByLabelText(/^이름/), '김하나');
    await user.selectOptions(screen.getByLabelText(/^국가 또는 지역/), 'DE');
    await user.type(screen.getByLabelText(/^회사명/), '하나게임즈');
    await user.selectOptions(screen.getByLabelText(/^회사 유형/), 'games');
    await user.type(screen.getByLabelText(/^직책/), '마케터');
    await user.type(screen.getByLabelText(/^업무용 이메일/), 'hana@example.kr');
    await user.type(screen.getByLabelText(/^전화번호/), '+82 2 1234 5678');
    await user.selectOptions(screen.getByLabelText('메신저 종류'), 'kakao');
    await user.type(screen.getByLabelText('메신저 계정'), 'hana');
    await user.click(screen.getByRole('checkbox', { name: '플레이어블 편집기' }));
    await user.selectOptions(screen.getByLabelText(/^홍보할 제품 유형/), 'casual');
    await user.type(screen.getByLabelText(/^제품의 대표 스토어 링크/), 'https://apps.apple.com/app/id123456');
    await user.click(screen.getByRole('button', { name: '메시지 보내기' }));
    await alertSays('오류가 발생했습니다');
  });

  it('maps the server validation errors back onto the fields and focuses the first', async () => {
    contactAnswers = [
      {
        status: 400,
        body: { error: 'validation', fields: { 'im.account': 'required', email: 'email', app_url: 'url' } },
      },
    ];
    const { user } = renderForm('en');
    await fillValid(user);
    await user.click(submit());
    await waitFor(() =>
      expect(field(/^Work e-mail/)).toHaveAccessibleDescription('Please enter a valid e-mail address.'),
    );
    expect(field(/^Messenger account/)).toHaveAccessibleDescription('This field is required.');
    expect(field(/^Main store link/)).toHaveAccessibleDescription(/VALID URL/);
    expect(field(/^Work e-mail/)).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('3 fields need your attention');
  });

  it('a validation answer about something the visitor cannot fix reads as a failure', async () => {
    contactAnswers = [{ status: 400, body: { error: 'validation', fields: { idempotencyKey: 'required' } } }];
    const { user } = renderForm('en');
    await fillValid(user);
    await user.click(submit());
    await alertSays(/something wrong/);
  });

  it('says how long to wait when rate-limited', async () => {
    contactAnswers = [
      { status: 429, body: { error: 'rate_limited', retryAfter: 42 }, headers: { 'Retry-After': '42' } },
    ];
    const { user } = renderForm('en');
    await fillValid(user);
    await user.click(submit());
    await alertSays('Too many attempts. Please try again in 42 s.');
    expect(field(/^Full name/)).toHaveValue('Ada Lovelace');
  });
});

describe('contact form: draft', () => {
  it('keeps what was typed across a reload of the page in the same tab, with the same key', async () => {
    const first = renderForm('en');
    await first.user.type(field(/^Full name/), 'Grace Hopper');
    await first.user.selectOptions(field(/^Messenger$/), 'qq');
    await first.user.click(screen.getByRole('checkbox', { name: 'Video Editor' }));
    first.unmount();

    const second = renderForm('en');
    await waitFor(() => expect(field(/^Full name/)).toHaveValue('Grace Hopper'));
    expect(field(/^Messenger$/)).toHaveValue('qq');
    expect(screen.getByRole('checkbox', { name: 'Video Editor' })).toBeChecked();
    const stored = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!);
    second.unmount();

    // The Korean form does not offer QQ: that choice is cleared, the rest is kept.
    renderForm('ko');
    await waitFor(() => expect(screen.getByLabelText(/^이름/)).toHaveValue('Grace Hopper'));
    expect(screen.getByLabelText('메신저 종류')).toHaveValue('');
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!).idempotencyKey).toBe(stored.idempotencyKey);
  });

  it('works without storage', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { user } = renderForm('en');
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Thank you for contacting us!')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
