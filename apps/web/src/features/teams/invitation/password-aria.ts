/**
 * Mantine's PasswordInput marks neither the invalid state nor the description and error on its
 * inner input (it renders them with ids derived from the input's id). With a fixed id we can: the
 * form then focuses the first invalid field, and screen readers read the rule and the message.
 */
export function passwordAria(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-description ${id}-error` : `${id}-description`,
  };
}
