import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';

const styles = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
  inverse: 'bg-white text-brand-900 hover:bg-brand-50',
} as const;

/** A link styled as a button; always next-intl's Link, so the locale prefix stays. */
export function LinkButton({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: keyof typeof styles }) {
  return (
    <Link
      {...props}
      className={`inline-block rounded-full px-6 py-3 font-semibold transition-colors ${styles[variant]} ${className}`}
    />
  );
}
