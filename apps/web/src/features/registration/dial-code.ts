/**
 * The reference data gives phone codes as digits ('49', sometimes '+49' or '1-268'); the
 * contract wants the dial code as '+' and digits.
 */
export function toDialCode(phoneCode: string): string {
  const digits = phoneCode.replace(/\D/g, '');
  return digits === '' ? '' : `+${digits}`;
}

/** City lists can name a place twice (different regions); a select needs unique values. */
export function uniqueCityNames(cities: readonly { cityname: string }[]): string[] {
  const names = new Set<string>();
  for (const city of cities) {
    const name = city.cityname.trim();
    if (name !== '') names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}
