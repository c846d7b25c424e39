// Without zod, unlike the rest of catalogue.ts: the docs screen needs only this, and importing the
// catalogue's schemas would run zod's module code on that screen for nothing.

export interface ServiceOption {
  /** `serviceId:vVersion` (spec section 3) */
  value: string;
  text: string;
  /**
   * Ours: the service's server is this portal, so Try it and the code samples reach a real API;
   * false for documentation only (docs/decisions.md, "Live services").
   */
  live: boolean;
}

/** The service the docs screen shows first: the first live one, else the first (spec section 4). */
export function defaultServiceOption<T extends Pick<ServiceOption, 'live'>>(
  options: readonly T[],
): T | undefined {
  return options.find((option) => option.live) ?? options[0];
}

/** The contract splits the option value at ':v' into service id and version. */
export function splitServiceOption(value: string): { serviceId: string; serviceVersion: string } | null {
  const at = value.indexOf(':v');
  if (at <= 0) return null;
  return { serviceId: value.slice(0, at), serviceVersion: value.slice(at + 2) };
}
