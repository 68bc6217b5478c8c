// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/app/[locale]/error';
import GlobalError from '@/app/global-error';
import { globalErrorLocale } from '@/lib/i18n/global-error-text';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

describe('generic error page', () => {
  it('shows the message and status 500 by default', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <ErrorPage error={new Error('Upstream said no')} reset={() => {}} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Upstream said no');
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the status an error carries, in the page language', () => {
    render(
      <NextIntlClientProvider locale="ja" messages={ja}>
        <ErrorPage error={Object.assign(new Error('x'), { status: 503 })} reset={() => {}} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('エラー 503')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'もう一度試す' })).toBeInTheDocument();
  });
});

describe('global error page', () => {
  it('picks the language from the address', () => {
    expect(globalErrorLocale('/jp/blog')).toEqual({ locale: 'ja', home: '/jp' });
    expect(globalErrorLocale('/cn')).toEqual({ locale: 'zh-CN', home: '/cn' });
    expect(globalErrorLocale('/blog')).toEqual({ locale: 'en', home: '/' });
  });

  it('says the error page failed and links home', () => {
    window.history.pushState({}, '', '/kr/contact');
    // global-error renders <html>; React allows that inside a test container with a warning only.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<GlobalError error={new Error('layout broke')} />);
    expect(screen.getByRole('heading')).toHaveTextContent('오류 페이지를 표시하는 중 오류가 발생했습니다');
    expect(screen.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/kr');
  });
});
