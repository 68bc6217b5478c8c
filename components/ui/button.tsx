import type { ComponentProps } from 'react';

// The site's rounded button, apart from the form controls: the consent banner on every page needs it, and
// none of them.

const buttonLooks = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  outline: 'border border-brand-600 text-brand-700 hover:bg-brand-50',
  quiet: 'border border-slate-300 text-ink hover:bg-slate-50',
};
const buttonSizes = { large: 'px-8 py-3', compact: 'px-6 py-2.5', small: 'px-5 py-2 text-sm' };

export interface ButtonProps extends ComponentProps<'button'> {
  look?: keyof typeof buttonLooks;
  size?: keyof typeof buttonSizes;
}

/** The site's rounded button; `type="button"` unless said otherwise, so it never submits a form by accident. */
export function Button({
  look = 'primary',
  size = 'large',
  type = 'button',
  className,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[
        `rounded-full font-semibold focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 ${buttonLooks[look]} ${buttonSizes[size]}`,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      {...props}
    />
  );
}
