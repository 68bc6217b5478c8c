// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '@/components/register/register-form';
import { countryOptions } from '@/lib/forms/options';
import en from '@/messages/en.json';
import { pasteInto } from '@/tests/support/paste-into';
import ko from '@/messages/ko.json';

// The registration form in the browser: the shared schema's messages, the e-mail check on blur, the code
// countdown, the debounced username check, and each answer of POST /api/register.

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const platform = {
  com: { login: 'https://app.example.com/login', agreement: 'https://app.example.com/user-agreement' },
  cn: { login: 'https://app.example.cn/login', agreement: 'https://app.example.cn/user-agreement' },
};

type Reply = { status: number; body: unknown };
let routes: Record<string, (url: URL, init?: RequestInit) => Reply>;
let calls: { url: URL; body: unknown }[];

beforeEach(() => {
  calls = [];
  routes = {
    '/api/register/email': () => ({ status: 200, body: { registered: false } }),
    '/api/register/username': () => ({ status: 200, body: { available: true } }),
    '/api/register/code': () => ({ status: 202, body: { status: 'sent' } }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply = routes[url.pathname]?.(url, init) ?? { status: 404, body: {} };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(locale: 'en' | 'ko' = 'en') {
  const messages = locale === 'en' ? en : ko;
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <RegisterForm
        countries={countryOptions(locale)}
        platform={platform}
        qrCode="data:image/svg+xml;base64,PHN2Zy8+"
        communityUrl="https://app.example.com/community"
      />
    </NextIntlClientProvider>,
  );
}

/** A control by its field name (its DOM id is the form's own, never the bare name). */
const byName = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
/** The error shown under a field, and another element the field names as describing it. */
const errorOf = (name: string) => document.getElementById(`${byName(name).id}-error`) as HTMLElement;
const codeNotice = () => document.getElementById(`${byName('validate_code').id}-notice`) as HTMLElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await pasteInto(user, byName('email'), 'mei@example.com');
  await pasteInto(user, byName('validate_code'), '123456');
  await pasteInto(user, byName('username'), 'mei_tan');
  await pasteInto(user, byName('password'), 'Tulip7Harbor');
  await pasteInto(user, byName('repassword'), 'Tulip7Harbor');
  await pasteInto(user, byName('fullName'), 'Mei Tan');
  await pasteInto(user, byName('phone'), '+65 6123 4567');
  await pasteInto(user, byName('company'), 'Acme');
  await pasteInto(user, byName('job_title'), 'UA lead');
  await user.selectOptions(byName('company_type'), 'games');
  await user.selectOptions(byName('team_size'), '2-5');
  await user.selectOptions(byName('region'), 'SG');
  await pasteInto(user, byName('company_address'), '1 Raffles Place');
  await user.selectOptions(byName('contact_type.method'), 'telegram');
  await pasteInto(user, byName('contact_type.account'), '@mei');
  await user.selectOptions(byName('product_type'), 'casual');
  await user.selectOptions(byName('willFeature'), 'pl');
  await pasteInto(user, byName('app_url'), 'https://example.com/app');
  await user.click(screen.getByRole('checkbox', { name: 'Playable Editor' }));
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('checkbox', { name: /User Service Agreement/ }));
}

// Typing a whole form in jsdom is slow on a busy machine.
describe('registration form', { timeout: 90_000 }, () => {
  // The form loads its schemas on first use (a separate chunk in the browser): load them before the first
  // test, so its first validation does not also wait on transforming the modules.
  beforeAll(async () => {
    await Promise.all([import('@/lib/schemas/register'), import('@hookform/resolvers/zod')]);
  });

  it('shows the message of each rule, translated, and marks the fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(byName('email')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf('email')).toHaveTextContent('This field is required.');
    expect(errorOf('product_type')).toHaveTextContent('Promotional product type is required.');
    expect(errorOf('agreement')).toHaveTextContent(
      'Please accept the User Service Agreement and the Privacy Policy.',
    );

    const cases: [string, string][] = [
      ['Abc1', 'The password must have 8 to 20 characters.'],
      ['abcdefg1', 'The password needs at least one capital letter.'],
      ['ABCDEFG1', 'The password needs at least one lowercase letter.'],
      ['Abcdefgh', 'The password needs at least one digit.'],
      ['Abc defg1', 'A password can’t contain spaces or invisible characters.'],
    ];
    for (const [password, text] of cases) {
      await user.clear(byName('password'));
      await user.type(byName('password'), password);
      await waitFor(() => expect(errorOf('password')).toHaveTextContent(text));
    }
    await user.clear(byName('password'));
    await user.type(byName('password'), 'Tulip7Harbor');
    await user.type(byName('repassword'), 'Tulip7Harbour');
    await waitFor(() => expect(errorOf('repassword')).toHaveTextContent('The passwords do not match.'));
    await user.type(byName('app_url'), 'nope');
    await user.tab();
    await waitFor(() => expect(errorOf('app_url')).toHaveTextContent('Please input a VALID URL.'));
    await user.type(byName('username'), '1abc');
    await user.tab();
    await waitFor(() =>
      expect(errorOf('username')).toHaveTextContent('The username must start with a letter.'),
    );
    expect(calls.filter((call) => call.url.pathname === '/api/register/username')).toHaveLength(0);
  });

  it('tells a registered address to log in, with the hint about other products', async () => {
    routes['/api/register/email'] = () => ({ status: 200, body: { registered: true } });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(byName('email'), 'known@example.com');
    await user.tab();
    const notice = await screen.findByText('This e-mail address is already registered. Please log in.');
    const box = notice.parentElement!;
    expect(within(box).getByRole('link', { name: /Log in to Adforge/ })).toHaveAttribute(
      'href',
      platform.com.login,
    );
    expect(box).toHaveTextContent('Accounts of our other products work too');
    expect(calls[0].url.searchParams.get('email')).toBe('known@example.com');
  });

  it('checks the username once the visitor pauses, and announces a taken one', async () => {
    routes['/api/register/username'] = (url) => ({
      status: 200,
      body: { available: url.searchParams.get('username') !== 'taken_name' },
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(byName('username'), 'taken_name');
    const status = screen.getByTestId('username-status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(status).toHaveTextContent('This username already exists. Please choose another one.'),
    );
    // One request for the whole name, not one per key.
    expect(
      calls
        .filter((call) => call.url.pathname === '/api/register/username')
        .map((call) => call.url.searchParams.get('username')),
    ).toEqual(['taken_name']);
    expect(byName('username')).toHaveAttribute('aria-invalid', 'true');
    await user.type(byName('username'), '2');
    await waitFor(() => expect(status).toHaveTextContent('This username is available.'));
  });

  it('sends the code and counts down 60 s before another; a refusal from the server is shown', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm('ko');
    await user.click(screen.getByRole('button', { name: '코드 보내기' }));
    expect(await screen.findByText('먼저 이메일 주소를 입력하세요.')).toBeInTheDocument();
    expect(errorOf('email')).toHaveTextContent('필수 입력 항목입니다.');
    await user.type(byName('email'), 'mei@example.com');
    // Fixed: the prompt and the field's error go as soon as there is an address, without leaving the field.
    expect(screen.queryByText('먼저 이메일 주소를 입력하세요.')).not.toBeInTheDocument();
    await waitFor(() => expect(errorOf('email')).toBeNull());
    expect(byName('email')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: '코드 보내기' }));
    const button = await screen.findByRole('button', { name: '60초 후 다시 보내기' });
    expect(button).toBeDisabled();
    expect(codeNotice()).toHaveTextContent('mei@example.com(으)로 6자리 코드를 보냈습니다');
    expect(calls.at(-1)?.body).toEqual({ email: 'mei@example.com', locale: 'ko' });
    await waitFor(() => expect(screen.getByRole('button', { name: '59초 후 다시 보내기' })).toBeDisabled(), {
      timeout: 2500,
    });
  });

  it('opens the activated dialog: days, the date in the locale, Go to Login focused, Esc closes', async () => {
    routes['/api/register'] = () => ({
      status: 201,
      body: {
        outcome: 'activated',
        daysValid: 14,
        expiredDate: '2026-12-07T10:00:00.000Z',
        loginUrl: 'https://app.example.com/login',
      },
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trial Activated Successfully' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Your free trial is valid for 14 days.');
    expect(dialog).toHaveTextContent('Valid until December 7, 2026');
    const login = within(dialog).getByRole('link', { name: /Go to Login/ });
    expect(login).toHaveAttribute('href', 'https://app.example.com/login');
    await waitFor(() => expect(login).toHaveFocus());
    expect(within(dialog).getByRole('img', { name: 'QR code of the Adforge community' })).toBeInTheDocument();
    // Beside the code, for a phone that cannot scan its own screen (shown below `sm`: tests/e2e/register.spec.ts).
    expect(within(dialog).getByRole('link', { name: /Join the community/ })).toHaveAttribute(
      'href',
      'https://app.example.com/community',
    );
    // Tab wraps inside the dialog.
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const sent = calls.find((call) => call.url.pathname === '/api/register')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      email: 'mei@example.com',
      is_cooperate_with_mws: 2,
      agreement: true,
      locale: 'en',
      interested_in: ['playable_maker'],
    });
    expect(sent.idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('shows the manual-review message', async () => {
    routes['/api/register'] = () => ({ status: 201, body: { outcome: 'review' } });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you for registering!');
    expect(status).toHaveTextContent('within 1–2 business days');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts refusals at submit on their fields and keeps the key only for retries', async () => {
    const replies: Reply[] = [
      { status: 409, body: { error: 'username_taken' } },
      { status: 400, body: { error: 'code_invalid' } },
      { status: 503, body: { error: 'unavailable' } },
      { status: 202, body: { outcome: 'pending' } },
    ];
    routes['/api/register'] = () => replies.shift()!;
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValid(user);
    const submit = () => user.click(screen.getByRole('button', { name: 'Start my free trial' }));
    await submit();
    await waitFor(() => expect(errorOf('username')).toHaveTextContent('This username already exists.'));
    expect(byName('username')).toHaveFocus();
    await submit();
    await waitFor(() => expect(errorOf('validate_code')).toHaveTextContent('This code is not right.'));
    await submit();
    expect(
      await screen.findByText('Oops, there is something wrong. Please submit again.'),
    ).toBeInTheDocument();
    await act(async () => submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your application is in');
    const keys = calls
      .filter((call) => call.url.pathname === '/api/register')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(4);
    // A refusal makes the next try a new submission; a failure (503) retries the same one.
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[1]).not.toBe(keys[2]);
    expect(keys[2]).toBe(keys[3]);
  });
});
