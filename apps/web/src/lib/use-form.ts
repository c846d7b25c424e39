import { type ChangeEvent, type FormEvent, useCallback, useMemo, useState } from 'react';
import { type FieldErrors, type FormSchema, validate } from './form-validation';

export interface FormOptions {
  /** Show messages only after a submit attempt, not when a field is left (spec section 5, resets). */
  errorsAfterSubmitOnly?: boolean;
}

/** What `bindText` hands a text field: its value, change, blur and message. */
export interface TextBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * Form state driven by a contract schema. Messages show for a field once it was left (touched)
 * or after a submit attempt; server messages for a field show until that field changes.
 */
export function useForm<V extends Record<string, unknown>, T>(
  schema: FormSchema<T>,
  initial: V,
  options: FormOptions = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const validation = useMemo(() => validate(schema, values), [schema, values]);

  const setField = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name as string]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  const touch = useCallback((name: keyof V) => setTouched((current) => ({ ...current, [name]: true })), []);

  const errorOf = (name: keyof V & string): string | undefined =>
    serverErrors[name] ??
    (submitted || (touched[name] && !options.errorsAfterSubmitOnly) ? validation.errors[name] : undefined);

  const handleSubmit = (onValid: (data: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validation.ok) {
      onValid(validation.data);
      return;
    }
    // Keyboard and screen-reader users land on the first field that needs attention.
    const formElement = event.currentTarget;
    requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  /** Value, change, blur and error of a text field, ready to spread on a Mantine input. */
  const bindText = (name: keyof V & string): TextBinding => ({
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setField(name, event.currentTarget.value as V[typeof name]),
    onBlur: () => touch(name),
    error: errorOf(name),
  });

  return {
    values,
    bindText,
    setValues,
    setField,
    touch,
    errorOf,
    isValid: validation.ok,
    submitted,
    handleSubmit,
    setServerErrors,
  };
}
