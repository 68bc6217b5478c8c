'use client';

import { type ComponentProps, useMemo } from 'react';
import type { CountryOption } from '@/lib/forms/options';
import { SelectField } from './form';

/**
 * A country or region, sent as its ISO code. The names come from the server in the page's language
 * (lib/forms/options.ts), and the ~250 options are made once, so the form's re-renders (every keystroke in
 * another field, a restored draft) pass over them instead of comparing each.
 */
export function CountryField({
  countries,
  ...field
}: Omit<ComponentProps<typeof SelectField>, 'options' | 'optionNodes'> & {
  countries: readonly CountryOption[];
}) {
  const optionNodes = useMemo(
    () =>
      countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      )),
    [countries],
  );
  return <SelectField autoComplete="country" {...field} optionNodes={optionNodes} />;
}
