// Without zod, unlike the rest of catalogue.ts: the docs screen needs only this, and importing the
// catalogue's schemas would run zod's module code on that screen for nothing.

export interface ServiceOption {
  /** `serviceId:vVersion` (spec section 3) */
  value: string;
  text: string;
}

/** The contract splits the option value at ':v' into service id and version. */
export function splitServiceOption(value: string): { serviceId: string; serviceVersion: string } | null {
  const at = value.indexOf(':v');
  if (at <= 0) return null;
  return { serviceId: value.slice(0, at), serviceVersion: value.slice(at + 2) };
}
