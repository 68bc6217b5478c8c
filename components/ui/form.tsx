'use client';

import { useTranslations } from 'next-intl';
import { createContext, type ComponentProps, type ReactNode, useContext, useId, useMemo } from 'react';
import {
  type FieldValues,
  FormProvider,
  get,
  type RegisterOptions,
  type UseFormReturn,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { Checkbox, Choice, Input, type Option, Select, Textarea } from './controls';
import { ChoiceGroup, Field, type FieldState } from './field';

// The form kit for react-hook-form: <Form> gives its fields the form, one id prefix (so no DOM id is a bare
// field name, and two forms on a page never collide) and the function that turns an error's message key into
// text; each field below is then one line of the form. Fields read only their own error (useFormState), so
// typing in one does not re-render the others.

interface FormKit {
  idPrefix: string;
  errorText(message: unknown): string | undefined;
}

const FormKitContext = createContext<FormKit | null>(null);

function useFormKit(): FormKit {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error('A form field must be inside <Form>.');
  return kit;
}

/** The DOM id of a field's control: `<form prefix>-<name with dots as dashes>`. */
export function useFieldId(name: string): string {
  return `${useFormKit().idPrefix}-${name.replaceAll('.', '-')}`;
}

/** A field's id and its translated error, for a control the kit does not provide. */
export function useFieldState(name: string): { id: string; error?: string } {
  const kit = useFormKit();
  const { errors } = useFormState({ name });
  const error: { message?: unknown } | undefined = get(errors, name);
  return {
    id: `${kit.idPrefix}-${name.replaceAll('.', '-')}`,
    error: error ? kit.errorText(error.message) : undefined,
  };
}

export interface FormProps<Values extends FieldValues, Output> extends Omit<
  ComponentProps<'form'>,
  'onSubmit'
> {
  form: UseFormReturn<Values, unknown, Output>;
  /** An error's message (a key) → the text shown; undefined for no error. */
  errorText(message: unknown): string | undefined;
  onSubmit: ComponentProps<'form'>['onSubmit'];
}

export function Form<Values extends FieldValues, Output>({
  form,
  errorText,
  children,
  ...props
}: FormProps<Values, Output>) {
  const idPrefix = useId();
  const kit = useMemo(() => ({ idPrefix, errorText }), [idPrefix, errorText]);
  return (
    <FormProvider {...form}>
      <FormKitContext.Provider value={kit}>
        <form noValidate {...props}>
          {children}
        </form>
      </FormKitContext.Provider>
    </FormProvider>
  );
}

interface BoundField extends Omit<FieldState, 'id' | 'error'> {
  name: string;
  label: ReactNode;
  registerOptions?: RegisterOptions;
  className?: string;
  labelPlacement?: 'above' | 'inline' | 'hidden';
  below?: ReactNode;
}

function useBound({ name, registerOptions }: BoundField) {
  const { register } = useFormContext();
  return { ...useFieldState(name), registration: register(name, registerOptions) };
}

type InputAttributes = Omit<ComponentProps<'input'>, 'id' | 'name' | 'required'>;

/**
 * A text field: one line (text, e-mail, phone, URL, password: `input`), or several (`textarea`). Required
 * unless `required={false}`.
 */
export function TextField({
  input,
  textarea,
  required = true,
  ...field
}: BoundField & { input?: InputAttributes; textarea?: Omit<ComponentProps<'textarea'>, 'id' | 'name'> }) {
  const { id, error, registration } = useBound(field);
  return (
    <Field {...field} id={id} error={error} required={required}>
      {(control) =>
        textarea ? (
          <Textarea {...textarea} {...control} {...registration} />
        ) : (
          <Input {...input} {...control} {...registration} />
        )
      }
    </Field>
  );
}

export function SelectField({
  options,
  optionNodes,
  placeholder,
  autoComplete,
  required = true,
  ...field
}: BoundField & {
  options?: readonly Option[];
  optionNodes?: ReactNode;
  /** The first, empty choice; "Please select" in the page's language unless given. */
  placeholder?: string;
  autoComplete?: string;
}) {
  const forms = useTranslations('Forms');
  const { id, error, registration } = useBound(field);
  return (
    <Field {...field} id={id} error={error} required={required}>
      {(control) => (
        <Select
          placeholder={placeholder ?? forms('select')}
          options={options}
          optionNodes={optionNodes}
          autoComplete={autoComplete}
          {...control}
          {...registration}
        />
      )}
    </Field>
  );
}

/** One checkbox with its label beside it (a consent, a yes/no question). */
export function CheckboxField({ required = false, ...field }: BoundField) {
  const { id, error, registration } = useBound(field);
  return (
    <Field {...field} id={id} error={error} required={required} labelPlacement="inline">
      {(control) => <Checkbox className="mt-1" {...control} {...registration} />}
    </Field>
  );
}

/** Checkboxes (several choices, an array value) or radio buttons (one choice) under one legend. */
export function ChoicesField({
  name,
  legend,
  options,
  type,
  required = true,
  className,
  layout = 'grid',
}: {
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  type: 'checkbox' | 'radio';
  required?: boolean;
  className?: string;
  layout?: 'grid' | 'row';
}) {
  const { id, error } = useFieldState(name);
  const { register } = useFormContext();
  const registration = register(name);
  return (
    <ChoiceGroup id={id} legend={legend} required={required} error={error} className={className}>
      {(choice) => (
        <div className={layout === 'grid' ? 'mt-2 grid gap-2 sm:grid-cols-2' : 'mt-2 flex gap-6'}>
          {options.map((option) => (
            <Choice
              key={option.value}
              type={type}
              value={option.value}
              label={option.label}
              {...choice}
              {...registration}
            />
          ))}
        </div>
      )}
    </ChoiceGroup>
  );
}

/**
 * The honeypot: a field people never see or reach (off screen, out of the tab order, hidden from assistive
 * technology), so anything in it came from a bot. Off screen rather than `display: none`, which bots skip.
 */
export function Honeypot({ label, name = 'website' }: { label: string; name?: string }) {
  const { register } = useFormContext();
  const id = useFieldId(name);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input type="text" id={id} tabIndex={-1} autoComplete="off" {...register(name)} />
    </div>
  );
}

/**
 * The form's announcement: what went wrong as a whole (how many fields need attention, a failed or refused
 * submission), in an assertive live region that is always in the page, so a message that appears is read.
 */
export function FormAlert({
  message,
  tone = 'error',
  id,
}: {
  message?: ReactNode;
  tone?: 'error' | 'warning';
  id?: string;
}) {
  return (
    <div role="alert" aria-live="assertive" className="empty:hidden">
      {message ? (
        <p
          id={id}
          className={
            tone === 'error'
              ? 'rounded-md border border-red-200 bg-red-50 p-3 text-red-800'
              : 'rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900'
          }
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
