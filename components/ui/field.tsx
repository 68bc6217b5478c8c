import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

// The field primitive every form is made of (the shape of shadcn/ui's form item): a label, the control, a hint
// and an error, wired once. The control gets its id, `aria-describedby` naming the hint, the error and any
// other describing element, `aria-invalid` while there is an error, and `aria-required` for a required field;
// a required label carries a visual asterisk that screen readers skip (they hear "required" from the control).
// Errors are announced by the form's summary (FormAlert, role="alert"), not one alert per field, and read
// again from the field's description when the visitor reaches it. Texts come translated from the caller.

/** The attributes that tie a control to its field; spread them on the input, select or textarea. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldState {
  /** The control's id; the hint and the error get `<id>-hint` and `<id>-error`. */
  id: string;
  hint?: ReactNode;
  /** The error text, translated; none while the field is fine. */
  error?: string;
  required?: boolean;
  /** Ids of other elements that describe the control: a hint shared by two fields, a live status. */
  describedBy?: readonly (string | false | null | undefined)[];
  /** Invalid without an error of its own (a refusal shown by another element, such as a live status). */
  invalid?: boolean;
}

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

export function controlProps({
  id,
  hint,
  error,
  required,
  describedBy = [],
  invalid,
}: FieldState): ControlProps {
  const ids = [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null, ...describedBy].filter(Boolean);
  return {
    id,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
    'aria-required': required ? true : undefined,
  };
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

function FieldNote({ id, tone, children }: { id: string; tone: 'hint' | 'error'; children?: ReactNode }) {
  return children ? (
    <p id={id} className={`mt-1 text-sm ${tone === 'error' ? 'text-red-700' : 'text-ink-muted'}`}>
      {children}
    </p>
  ) : null;
}

/** A field's error, under the control whose id is `id`; nothing while there is none. */
export function FieldError({ id, children }: { id: string; children?: string }) {
  return (
    <FieldNote id={errorIdOf(id)} tone="error">
      {children}
    </FieldNote>
  );
}

export interface FieldProps extends FieldState {
  label: ReactNode;
  /** `inline`: the control before its label, on one line (a checkbox); `hidden`: the label for screen readers only. */
  labelPlacement?: 'above' | 'inline' | 'hidden';
  className?: string;
  /** Shown below the hint and the error: a live status, a notice that describes the control. */
  below?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

/** One labelled control: `<Field id label error>{(control) => <input {...control} />}</Field>`. */
export function Field({ label, labelPlacement = 'above', className, below, children, ...state }: FieldProps) {
  const labelNode = (
    <label
      htmlFor={state.id}
      className={labelPlacement === 'hidden' ? 'sr-only' : 'block text-sm font-medium text-ink'}
    >
      {label}
      {state.required && labelPlacement !== 'hidden' ? <RequiredMark /> : null}
    </label>
  );
  const control = children(controlProps(state));
  return (
    <div className={className}>
      {labelPlacement === 'inline' ? (
        <div className="flex items-start gap-3">
          {control}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {control}
        </>
      )}
      <FieldNote id={hintIdOf(state.id)} tone="hint">
        {state.hint}
      </FieldNote>
      <FieldError id={state.id}>{state.error}</FieldError>
      {below}
    </div>
  );
}

/**
 * Controls that answer one question together, under one legend (a set of choices; a messenger and its
 * account). A group has no `aria-required`, so a required one says so in its legend, in words screen readers
 * read and an asterisk they skip.
 */
export function FieldGroup({
  legend,
  required,
  className,
  children,
}: {
  legend: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('Forms');
  return (
    <fieldset className={className}>
      <legend className="block text-sm font-medium text-ink">
        {legend}
        {required ? (
          <>
            <RequiredMark />
            <span className="sr-only"> ({t('required')})</span>
          </>
        ) : null}
      </legend>
      {children}
    </fieldset>
  );
}

export interface ChoiceGroupProps {
  /** Base of the group's ids: the error is `<id>-error`. */
  id: string;
  legend: ReactNode;
  required?: boolean;
  error?: string;
  className?: string;
  /** The choices; each control spreads `choice` (aria-invalid and aria-describedby of the group's error). */
  children: (choice: Omit<ControlProps, 'id'>) => ReactNode;
}

/** A set of checkboxes or radio buttons under one legend, with the group's one error. */
export function ChoiceGroup({ id, legend, required, error, className, children }: ChoiceGroupProps) {
  const { id: _id, 'aria-required': _required, ...choice } = controlProps({ id, error });
  return (
    <FieldGroup legend={legend} required={required} className={className}>
      {children(choice)}
      <FieldError id={id}>{error}</FieldError>
    </FieldGroup>
  );
}
