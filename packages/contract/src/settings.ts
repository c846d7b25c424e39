import type { z } from 'zod';
import { editDetailsRequest } from './account';
import { dialCode, phoneDigits } from './fields';

/**
 * The browser's form of the edit-details dialog: the request's fields, with the mobile number as
 * dial code and digits (as at registration); `composeMobile` joins them with the ISO code.
 */
export const editDetailsForm = editDetailsRequest
  .omit({ editmobile: true, email: true })
  .extend({ countryCode: dialCode(), phonenumber: phoneDigits() });
export type EditDetailsForm = z.input<typeof editDetailsForm>;
export type EditDetailsFormData = z.output<typeof editDetailsForm>;

export interface MobileParts {
  countryCode: string;
  phonenumber: string;
  iso2: string;
}

/** Splits a stored mobile number ('+49 1701234567 DE'); undefined when it has another shape. */
export function parseMobile(mobile: string): MobileParts | undefined {
  const match = /^(\+\d{1,4}) (\d{1,20}) ([A-Z]{2})$/.exec(mobile.trim());
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return { countryCode: match[1], phonenumber: match[2], iso2: match[3] };
}
