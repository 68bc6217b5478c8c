import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { RegisterFooter } from '@/components/register/register-footer';
import { RegisterLanguageMenu } from '@/components/register/register-language-menu';
import { RegisterLogo } from '@/components/register/register-logo';
import type { Locale } from '@/lib/i18n/locales';

// The register page's layout: its own header with the logo and the language menu, the page and
// the register footer; no site navbar and no footer bottom bar. Outside the (site) route group for that.
export default function RegisterLayout({ children, params }: LayoutProps<'/[locale]/register'>) {
  setRequestLocale(use(params).locale as Locale);
  return (
    <>
      <header className="border-b border-ink/10 bg-white">
        <div className="mx-auto flex max-w-page items-center justify-between gap-4 px-4 py-4">
          <RegisterLogo />
          <RegisterLanguageMenu />
        </div>
      </header>
      <main id="main" className="flex-1 bg-slate-50">
        {children}
      </main>
      <RegisterFooter />
    </>
  );
}
