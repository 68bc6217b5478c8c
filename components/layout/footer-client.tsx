'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useDialogStore } from '@/stores/dialogs';
import { useSiteStore } from '@/stores/site';

export type PolicyDialog = 'privacy' | 'copyright' | 'cookiePrivacy';

export const policyPaths: Record<PolicyDialog, '/privacy' | '/copyright' | '/cookie-policy'> = {
  privacy: '/privacy',
  copyright: '/copyright',
  cookiePrivacy: '/cookie-policy',
};

/** The three policy links; a plain click opens the document in its dialog, a modified click the page. */
export function FooterPolicyLinks({
  label,
  links,
  className,
}: {
  label: string;
  links: Record<PolicyDialog, string>;
  className?: string;
}) {
  const show = useDialogStore((state) => state.show);
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-4">
        {(Object.keys(links) as PolicyDialog[]).map((name) => (
          <li key={name}>
            <Link
              href={policyPaths[name]}
              aria-haspopup="dialog"
              data-testid={`footer-${name}`}
              className="underline-offset-2 hover:text-brand-700 hover:underline"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
                  return;
                event.preventDefault();
                show(name);
              }}
            >
              {links[name]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The record-filing number, shown only on the mainland-China host. */
export function IcpRecord({ record }: { record: string }) {
  const t = useTranslations('Chrome');
  const domainIsCn = useSiteStore((state) => state.domainIsCn);
  if (!domainIsCn) return null;
  return (
    <>
      {' '}
      <a
        href="https://beian.miit.gov.cn/"
        target="_blank"
        rel="noopener noreferrer"
        className="ml-2 hover:text-brand-700"
        data-testid="icp-record"
        aria-label={t('icpLabel', { record })}
      >
        {record}
      </a>
    </>
  );
}
