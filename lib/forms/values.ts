// A form's fields written once, as its empty values in the order the form shows them; what else needs the
// list (the server-error mapping, the saved draft) is derived from it. A nested object is a group of
// controls (`im` → `im.type`, `im.account`); an array holds a set of checked choices.

export type FormValues = Record<string, unknown>;

/** The dotted path of every control, in the form's order. */
export function fieldPaths(values: FormValues): string[] {
  return Object.entries(values).flatMap(([name, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? fieldPaths(value as FormValues).map((path) => `${name}.${path}`)
      : [name],
  );
}

/** What a restored field may hold: one of these choices, or any value the check accepts. */
export type Allowed = readonly string[] | ((value: string) => boolean);

const MAX_TEXT = 4000;

function allows(allowed: Allowed, value: string): boolean {
  return typeof allowed === 'function' ? allowed(value) : allowed.includes(value);
}

/**
 * Values read back from storage, made safe: the shape of `empty` (a field the stored copy lacks, or holds
 * with another type, is empty; keys `empty` does not have are dropped), text cut to a sane length, and a
 * field with `allowed` choices keeping only those (a choice the page no longer offers is cleared).
 */
export function restoreLike<Values extends FormValues>(
  empty: Values,
  stored: unknown,
  allowed: Record<string, Allowed>,
  path = '',
): Values {
  const source = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as FormValues) : {};
  const restored: FormValues = {};
  for (const [name, emptyValue] of Object.entries(empty)) {
    const here = path ? `${path}.${name}` : name;
    const value = source[name];
    const rule = allowed[here];
    if (Array.isArray(emptyValue)) {
      const items = Array.isArray(value)
        ? value.filter((item): item is string => typeof item === 'string')
        : [];
      restored[name] = [...new Set(rule ? items.filter((item) => allows(rule, item)) : items)];
    } else if (emptyValue && typeof emptyValue === 'object') {
      restored[name] = restoreLike(emptyValue as FormValues, value, allowed, here);
    } else if (typeof emptyValue === 'boolean') {
      restored[name] = value === true;
    } else if (typeof value === 'string' && (!rule || allows(rule, value))) {
      restored[name] = value.slice(0, MAX_TEXT);
    } else {
      restored[name] = emptyValue;
    }
  }
  return restored as Values;
}
