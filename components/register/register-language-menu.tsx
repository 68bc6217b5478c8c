import { LanguageMenu } from '@/components/layout/language-menu';

/** The register page's language menu: all four languages, staying on /register. */
export function RegisterLanguageMenu() {
  return (
    <div className="text-ink">
      <LanguageMenu />
    </div>
  );
}
