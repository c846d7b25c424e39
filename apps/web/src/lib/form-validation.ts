import { firstErrors } from '@ddp/contract';

/** The part of a zod schema the forms use; keeps zod itself a dependency of the contract only. */
export interface FormSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: Parameters<typeof firstErrors>[0] };
}

export type FieldErrors = Record<string, string>;

export type Validation<T> = { ok: true; data: T; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/** Runs the contract's schema and keeps the first message per field, as the server does. */
export function validate<T>(schema: FormSchema<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data, errors: {} }
    : { ok: false, errors: firstErrors(result.error) };
}

/**
 * Server field errors use the contract's field names; some of them belong to a field the form
 * shows under another name (the composed mobile number lives in the phone field).
 */
export function mapFieldErrors(
  errors: FieldErrors,
  formFields: readonly string[],
  aliases: Record<string, string> = {},
): { fields: FieldErrors; rest: string[] } {
  const fields: FieldErrors = {};
  const rest: string[] = [];
  for (const [name, message] of Object.entries(errors)) {
    const target = aliases[name] ?? name;
    if (formFields.includes(target)) fields[target] ??= message;
    else rest.push(message);
  }
  return { fields, rest };
}
