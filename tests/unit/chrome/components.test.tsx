// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearLegalDocCache,
  docFor,
  formatUpdated,
  legalDocUrl,
  loadLegalDoc,
} from '@/components/chrome/legal-doc';
import { shouldSuggestChrome } from '@/components/chrome/tip-bar';
import { copyText, CopyButton } from '@/components/ui/copy';
import { Dialog } from '@/components/ui/dialog';
import { Toaster } from '@/components/chrome/toaster';
import en from '@/messages/en.json';
import zh from '@/messages/zh-CN.json';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => '/',
}));

const { PolicyDocument } = await import('@/components/chrome/policy-dialogs');

function wrap(ui: ReactNode, locale: 'en' | 'zh-CN' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh}>
      {ui}
    </NextIntlClientProvider>,
  );
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => clearLegalDocCache());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('legal documents for the policy dialogs', () => {
  it('picks the mainland-China privacy policy on the cn host', () => {
    expect(docFor('privacy', true)).toBe('privacy-cn');
    expect(docFor('privacy', false)).toBe('privacy');
    expect(docFor('copyright', true)).toBe('copyright');
    expect(docFor('cookiePrivacy', false)).toBe('cookie-policy');
    expect(legalDocUrl('privacy-cn', 'zh-CN')).toBe('/api/legal/privacy-cn/zh-CN');
  });

  it('fetches once per document and locale, and retries after a failure', async () => {
    const fetcher = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse(503, {}))
      .mockResolvedValue(jsonResponse(200, { title: 'Privacy', html: '<p>Hi</p>', updated: '2025-06-04' }));
    await expect(loadLegalDoc('privacy', 'en')).rejects.toThrow('HTTP 503');
    await expect(loadLegalDoc('privacy', 'en')).resolves.toMatchObject({ title: 'Privacy' });
    await loadLegalDoc('privacy', 'en');
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher).toHaveBeenCalledWith('/api/legal/privacy/en', expect.anything());
  });

  it('rejects an answer of the wrong shape', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { title: 'x' }));
    await expect(loadLegalDoc('copyright', 'ja')).rejects.toThrow('unexpected answer');
  });

  it('formats the update date in the page language', () => {
    expect(formatUpdated('2025-06-04', 'en')).toBe('June 4, 2025');
    expect(formatUpdated('2025-06-04', 'zh-CN')).toBe('2025年6月4日');
    expect(formatUpdated('soon', 'en')).toBe('soon');
  });

  it('renders loading, then the document', async () => {
    let resolve!: (response: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((r) => (resolve = r)));
    wrap(<PolicyDocument name="copyright" hostIsCn={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the document');
    resolve(
      jsonResponse(200, {
        title: 'Copyright',
        html: '<h2>Ownership</h2><p>All works…</p>',
        updated: '2025-06-04',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Ownership' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: June 4, 2025')).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/legal/copyright/en', expect.anything());
  });

  it('renders a readable error with a link to the full page', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(404, { error: 'not_found' }));
    wrap(<PolicyDocument name="privacy" hostIsCn />, 'zh-CN');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('文档暂时无法加载');
    expect(screen.getByRole('link', { name: '在独立页面中阅读' })).toHaveAttribute('href', '/privacy');
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/legal/privacy-cn/zh-CN', expect.anything());
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Terms" closeLabel="Close">
        <a href="#one">One</a>
        <button type="button">Two</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named, traps focus, closes on Esc and returns focus to its opener', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from the close button and the backdrop', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(document.querySelector('[data-dialog-root] > [aria-hidden="true"]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('copy', () => {
  it('shows "Successfully copied" when the clipboard accepts the text', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    wrap(
      <>
        <CopyButton text="CODE-123" />
        <Toaster />
      </>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('CODE-123');
    expect(await screen.findByText('Successfully copied')).toBeInTheDocument();
  });

  it('shows "Copy failed" when neither the clipboard nor the fallback works', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    expect(await copyText('x')).toBe(false);
    wrap(
      <>
        <CopyButton text="x">复制代码</CopyButton>
        <Toaster />
      </>,
      'zh-CN',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制代码' })));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('复制失败'));
  });
});

describe('tip bar', () => {
  it('suggests Chrome on phones, tablets and unsupported browsers only', () => {
    const chromeDesktop =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const safari =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const ie = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
    const wechat = `${chromeDesktop} MicroMessenger/3.9`;
    expect(shouldSuggestChrome(chromeDesktop)).toBe(false);
    expect(shouldSuggestChrome(firefox)).toBe(false);
    expect(shouldSuggestChrome(safari)).toBe(false);
    expect(shouldSuggestChrome(iphone)).toBe(true);
    expect(shouldSuggestChrome(android)).toBe(true);
    expect(shouldSuggestChrome(ie)).toBe(true);
    expect(shouldSuggestChrome(wechat)).toBe(true);
    expect(shouldSuggestChrome('')).toBe(true);
  });
});
