/**
 * The reference data gives phone codes as digits ('49', sometimes '+49' or '1-268'); the
 * contract wants the dial code as '+' and digits.
 */
export function toDialCode(phoneCode: string): string {
  const digits = phoneCode.replace(/\D/g, '');
  return digits === '' ? '' : `+${digits}`;
}
