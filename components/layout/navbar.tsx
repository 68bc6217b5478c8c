import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { LanguageMenu } from './language-menu';

// The frame of the site navbar; the site-chrome issue adds the submenu, drawer and platform buttons.
export function Navbar() {
  const t = useTranslations('Navbar');
  const items = [
    { href: '/', label: t('home') },
    { href: '/product/playable-ads', label: t('playableAds') },
    { href: '/mindworks', label: t('mindworks') },
    { href: '/our-work', label: t('ourWork') },
    { href: '/blog', label: t('blog') },
  ] as const;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-page items-center gap-6 px-4 py-3">
        <Link href="/" className="text-lg font-bold text-brand-700" aria-label={t('logo')}>
          PlayMind
        </Link>
        <nav aria-label={t('label')} className="flex-1">
          <ul className="flex flex-wrap gap-4 text-sm">
            {items.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="hover:text-brand-600">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageMenu />
      </div>
    </header>
  );
}
