import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';

/** A field's problem as a translation key (+ its params, + its namespace when not the form's own), or null. */
export type FieldError = { key: string; params?: Record<string, unknown>; ns?: string } | null;

/** Per field, a check of its value (the whole form's values at hand, e.g. "passwords match"). */
export type FieldRules<T> = Partial<{ [K in keyof T]: (value: T[K], values: T) => FieldError }>;

export type FormErrors<T> = Partial<Record<keyof T, FieldError>>;

/** What a zod schema's safeParse answers, as far as a form reads it (no zod import here). */
type Parsed = { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> } };

/** A contract schema, and optionally which of its message keys the form shows in its own words. */
export interface SchemaCheck {
  schema: { safeParse(value: unknown): Parsed };
  /** Contract message key → the form's own FieldError; any other key is shown from the contract's texts. */
  messages?: Record<string, FieldError>;
}

export type FormCheck<T> = FieldRules<T> | SchemaCheck;

const isSchemaCheck = <T>(check: FormCheck<T>): check is SchemaCheck => 'schema' in check && typeof (check as SchemaCheck).schema?.safeParse === 'function';

// A contract message is a catalogue key ("profile.phoneInvalid"); zod's own English (a limit the
// input already keeps to) is not, and reads as the contract's "Please check this entry."
const MESSAGE_KEY = /^[A-Za-z]+(\.[A-Za-z]+)+$/;

/** The first problem per field: what `validate` sets, also for checks outside a component. */
export function checkForm<T extends object>(values: T, check: FormCheck<T>): FormErrors<T> {
  const found: FormErrors<T> = {};
  if (isSchemaCheck(check)) {
    const parsed = check.schema.safeParse(values);
    if (parsed.success) return found;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof T;
      if (found[field]) continue;
      const own = check.messages?.[issue.message];
      found[field] = own ?? { key: MESSAGE_KEY.test(issue.message) ? issue.message : 'field.invalid', ns: 'contract' };
    }
    return found;
  }
  for (const name of Object.keys(check) as (keyof T)[]) {
    const error = check[name]?.(values[name], values) ?? null;
    if (error) found[name] = error;
  }
  return found;
}

/** The first problem found (the fields' order), for a form that shows one message above its fields. */
export function firstError<T>(errors: FormErrors<T>): FieldError {
  return Object.values<FieldError | undefined>(errors).find(Boolean) ?? null;
}

/**
 * The one form state of every app (issue 37): values as typed (nothing is lost on a refusal),
 * per-field errors, editing a field clears its error (spec 01 §4), `validate` checks every field
 * at once and says whether to send, `setError` shows a server's answer on its field, `reset`.
 * The check is per-field rules (the contract's plain rules, no zod in the bundle) or a contract
 * schema (the very one the API checks with).
 */
export function useForm<T extends object>(initial: T, check: FormCheck<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});

  const setField = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: null } : current));
  }, []);

  const validate = useCallback((): boolean => {
    const found = checkForm(values, check);
    setErrors(found);
    return Object.keys(found).length === 0;
  }, [check, values]);

  const setError = useCallback((name: keyof T, error: FieldError) => {
    setErrors((current) => ({ ...current, [name]: error }));
  }, []);

  /** Back to `to` (a saved answer) or the initial values, with no errors. */
  const reset = useCallback(
    (to?: T) => {
      setValues(to ?? initial);
      setErrors({});
    },
    [initial],
  );

  return { values, errors, setField, setError, validate, reset };
}

/** A FieldError's text: the form's own namespace unless the error names one (the contract's). */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | null {
  if (!error) return null;
  if (!error.ns) return t(error.key, error.params);
  // A key the contract's catalogue lacks (an API-only refusal) reads as its general "Please check this entry."
  return t(error.key, { ...error.params, ns: error.ns, defaultValue: t('field.invalid', { ns: error.ns }) });
}
