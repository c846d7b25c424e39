import { limits } from './constants';
import { messages } from './messages';

/**
 * The address rule of every e-mail field (spec section 5); fields.ts builds its schemas on it. A plain
 * addr-spec, as zod's own `z.email()` checks it (a unit test holds the two equal; this module avoids
 * loading zod on the first page): no display name, angle brackets, comment, quoted string,
 * whitespace or list, so that nothing a mailer would read as another recipient gets through.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

interface Issue {
  path: string[];
  message: string;
}
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

/**
 * The sign-in pages' forms without zod, so that the first page most people see does not load it:
 * the same rules and messages as `loginRequest` and `totpValidateRequest` (a unit test holds them
 * together), and the same `safeParse` shape the web forms use.
 */
function plainSchema<T>(check: (input: Record<string, unknown>) => { data: T; issues: Issue[] }) {
  return {
    safeParse(value: unknown): Parsed<T> {
      const input = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
      const { data, issues } = check(input);
      return issues.length === 0 ? { success: true, data } : { success: false, error: { issues } };
    },
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function emailProblem(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return messages.emailRequired;
  if (trimmed.length > limits.emailMaxLength) return messages.tooLong(limits.emailMaxLength);
  return EMAIL_PATTERN.test(trimmed) ? undefined : messages.emailInvalid;
}

function passwordProblem(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return messages.passwordRequired;
  return value.length > limits.passwordMaxLength ? messages.tooLong(limits.passwordMaxLength) : undefined;
}

function codeProblem(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return messages.codeRequired;
  return /^\d{6}$/.test(trimmed) ? undefined : messages.codeFormat;
}

const issuesOf = (problems: Record<string, string | undefined>): Issue[] =>
  Object.entries(problems).flatMap(([field, message]) => (message ? [{ path: [field], message }] : []));

export const signInForm = plainSchema((input) => {
  const email = text(input.email);
  const password = text(input.password);
  return {
    data: { email: (email ?? '').trim().toLowerCase(), password: password ?? '' },
    issues: issuesOf({ email: emailProblem(email), password: passwordProblem(password) }),
  };
});

export const codeForm = plainSchema((input) => {
  const userToken = text(input.userToken);
  return {
    data: { userToken: (userToken ?? '').trim() },
    issues: issuesOf({ userToken: codeProblem(userToken) }),
  };
});
