import { limits, PASSWORD_SPECIALS } from './constants';

/** Counts the character classes of spec section 5: upper, lower, digit, special from the fixed set. */
export function passwordClassCount(password: string): number {
  const classes = [
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /[0-9]/.test(password),
    [...password].some((ch) => PASSWORD_SPECIALS.includes(ch)),
  ];
  return classes.filter(Boolean).length;
}

export function meetsPasswordClasses(password: string): boolean {
  return passwordClassCount(password) >= limits.passwordMinClasses;
}
