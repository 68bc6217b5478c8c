import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';

/** A link to another site that opens in a new tab, and says so to screen readers. */
export function NewTabLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  const common = useTranslations('Common');
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {common('openInNewTab')}</span>
    </a>
  );
}
