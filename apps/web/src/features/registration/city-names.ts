/** City lists can name a place twice (different regions); a select needs unique values. */
export function uniqueCityNames(cities: readonly { cityname: string }[]): string[] {
  const names = new Set<string>();
  for (const city of cities) {
    const name = city.cityname.trim();
    if (name !== '') names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}
