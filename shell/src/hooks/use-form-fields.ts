import { useCallback, useState } from 'react';
import type { FieldError } from '../utils/validation';

export type Rules<T> = Partial<{ [K in keyof T]: (value: T[K], values: T) => FieldError }>;
export type Errors<T> = Partial<Record<keyof T, FieldError>>;

/**
 * Values and per-field errors of a form. Editing a field clears that field's error (spec 01 §4);
 * `validate` checks every rule at once and reports whether the form may be sent.
 */
export function useFormFields<T extends Record<string, string>>(initial: T, rules: Rules<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors<T>>({});

  const setField = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: null } : current));
  }, []);

  const validate = useCallback((): boolean => {
    const found: Errors<T> = {};
    for (const name of Object.keys(rules) as (keyof T)[]) {
      const error = rules[name]?.(values[name], values) ?? null;
      if (error) found[name] = error;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }, [rules, values]);

  const setError = useCallback((name: keyof T, error: FieldError) => {
    setErrors((current) => ({ ...current, [name]: error }));
  }, []);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, setField, setError, validate, reset };
}
