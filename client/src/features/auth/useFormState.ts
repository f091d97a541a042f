import { ChangeEvent, useMemo, useState } from 'react';
import type { Errors } from './validation';

/**
 * Form values, touched flags and errors; validation runs on every change and blur, and errors
 * show only for touched fields (spec 000 §5). `touchAll` marks everything on submit.
 */
export function useFormState<T extends Record<string, string>>(initial: T, validate: (v: T) => Errors<Extract<keyof T, string>>) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const errors = useMemo(() => validate(values), [validate, values]);
  const field = (name: Extract<keyof T, string>) => ({
    name,
    value: values[name],
    error: errors[name],
    touched: Boolean(touched[name]),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setTouched((t) => ({ ...t, [name]: true }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });
  const touchAll = () => setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Partial<Record<keyof T, boolean>>);
  const valid = Object.values(errors).every((e) => !e);
  return { values, setValues, errors, field, touchAll, valid, reset: () => (setValues(initial), setTouched({})) };
}
