import type { ComponentProps, ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

// The site's form controls: plain elements with one look. Each takes every attribute of its element (a
// react-hook-form registration, a Field's control props, a ref), so nothing here knows a form library.

const boxClass =
  'block w-full border border-slate-300 bg-white text-ink placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none aria-[invalid=true]:border-red-600';
/** A box under its label in a form's column, or a pill beside its button (a one-field form). */
const shapes = {
  box: 'mt-1 rounded-lg px-3 py-2 shadow-sm',
  pill: 'min-w-0 flex-1 rounded-full px-5 py-2.5',
};
const tickClass = 'size-4 shrink-0 accent-brand-600';

const withClass = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export function Input({
  className,
  type = 'text',
  shape = 'box',
  ...props
}: ComponentProps<'input'> & { shape?: keyof typeof shapes }) {
  return <input type={type} className={withClass(`${boxClass} ${shapes[shape]}`, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={withClass(`${boxClass} ${shapes.box}`, className)} {...props} />;
}

export interface Option {
  value: string;
  label: string;
}

export interface SelectProps extends ComponentProps<'select'> {
  /** The first, empty choice ("Please select"). */
  placeholder?: string;
  options?: readonly Option[];
  /** Options made once by the caller (a long list such as the countries) instead of `options`. */
  optionNodes?: ReactNode;
}

export function Select({ className, placeholder, options = [], optionNodes, ...props }: SelectProps) {
  return (
    <select className={withClass(`${boxClass} ${shapes.box}`, className)} {...props}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {optionNodes ??
        options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
    </select>
  );
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="checkbox" className={withClass(tickClass, className)} {...props} />;
}

export function Radio({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="radio" className={withClass(tickClass, className)} {...props} />;
}

/** A checkbox or radio button with its label on one line, for the choices of a ChoiceGroup. */
export function Choice({
  label,
  type,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; type: 'checkbox' | 'radio' }) {
  const Control = type === 'checkbox' ? Checkbox : Radio;
  return (
    <label className="flex items-center gap-2 text-ink">
      <Control {...props} />
      {label}
    </label>
  );
}

/** The form's main button; `busy` disables it and shows `busyLabel` while a request is on its way. */
export function SubmitButton({
  busy = false,
  busyLabel,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & { busy?: boolean; busyLabel: ReactNode }) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}
