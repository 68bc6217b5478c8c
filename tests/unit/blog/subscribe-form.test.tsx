// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { outcomeOf, SubscribeForm } from '@/components/newsletter/subscribe-form';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';

function renderForm(locale: 'en' | 'ko' = 'en') {
  const messages = locale === 'en' ? en : ko;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ Newsletter: messages.Newsletter }}>
      <SubscribeForm />
    </NextIntlClientProvider>,
  );
}

describe('newsletter subscribe form', () => {
  // The box loads its schema on first use (a separate chunk in the browser): load it before the first
  // test, so the first check does not also wait on transforming the module.
  beforeAll(async () => {
    await import('@/lib/schemas/newsletter');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('maps each API answer to its message', () => {
    expect(outcomeOf(201)).toBe('success');
    expect(outcomeOf(409)).toBe('already');
    expect(outcomeOf(400)).toBe('invalid');
    expect(outcomeOf(429)).toBe('rateLimited');
    expect(outcomeOf(500)).toBe('failed');
    expect(outcomeOf(503)).toBe('failed');
  });

  it('refuses an invalid address in the browser without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please specify a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the address and locale, disables the button while sending, then thanks the reader', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderForm('ko');
    await userEvent.type(screen.getByLabelText('이메일 주소'), 'reader@example.com');
    await userEvent.click(screen.getByRole('button', { name: '구독하기' }));
    const button = await screen.findByRole('button', { name: '구독하는 중…' });
    expect(button).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'reader@example.com', locale: 'ko' }),
      }),
    );
    answer(new Response('{"status":"subscribed"}', { status: 201 }));
    expect(await screen.findByText('구독해 주셔서 감사합니다!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '구독하기' })).toBeEnabled();
    expect(screen.getByLabelText('이메일 주소')).toHaveValue('');
  });

  it('says when the address is already subscribed, and when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"already_subscribed"}', { status: 409 })),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'reader@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This email address has already subscribed')).toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getByTestId('newsletter-status')).toHaveTextContent('Oops, there is something wrong.'),
    );
  });

  it('focuses the field on an invalid address, then checks each change until it is right', async () => {
    const fetchMock = vi.fn(async () => new Response('{"status":"subscribed"}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const input = screen.getByLabelText('E-mail address');
    const status = screen.getByTestId('newsletter-status');
    await userEvent.type(input, 'reader@example');
    // Not checked while typing before the first submission.
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(status).toHaveTextContent('Please specify a valid email address.'));
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Please specify a valid email address.');
    await userEvent.type(input, '.com');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    expect(status).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(input, '  ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    // The address as the API takes it: trimmed.
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({ body: JSON.stringify({ email: 'reader@example.com', locale: 'en' }) }),
    );
    // A successful submission starts over: typing is not checked until the next one.
    await userEvent.type(input, 'x');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('newsletter-status')).toHaveTextContent('Thank you for subscribing!');
  });

  it('says so when the API refuses the address or there were too many attempts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"validation"}', { status: 400 })),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'reader@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getByTestId('newsletter-status')).toHaveTextContent(en.Newsletter.invalid),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"rate_limited"}', { status: 429 })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getByTestId('newsletter-status')).toHaveTextContent(en.Newsletter.rateLimited),
    );
  });
});
