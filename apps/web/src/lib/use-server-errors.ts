import { useCallback, useState } from 'react';
import { ApiError } from './api-client';
import { type FieldErrors, mapFieldErrors } from './form-validation';

/**
 * A form's answer to a refused call: the server's field messages go to their fields (aliases
 * name the field a server name belongs to), the rest is kept to show under the error.
 */
export function useServerErrors(
  setServerErrors: (errors: FieldErrors) => void,
  fieldNames: readonly string[],
  aliases?: Record<string, string>,
) {
  const [rest, setRest] = useState<string[]>([]);
  const onError = useCallback(
    (error: Error) => {
      if (!(error instanceof ApiError) || !error.fieldErrors) return setRest([]);
      const mapped = mapFieldErrors(error.fieldErrors, fieldNames, aliases);
      setServerErrors(mapped.fields);
      setRest(mapped.rest);
    },
    [setServerErrors, fieldNames, aliases],
  );
  return { rest, onError };
}

/** A refusal whose messages sit on their fields; they need not show again above the form. */
export function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && error.fieldErrors !== undefined;
}
