import { z } from 'zod';
import { messages } from './messages';

/** Third-party licence notes (spec sections 2, 3, 7 "Licence notes", 8 and 9). */
export const LICENSE_NAME_MAX_LENGTH = 200;

/**
 * The notes are the same for everybody and /thirdPartyLicense opens without signing in, so
 * `consumerId` is accepted as the contract sends it but not required.
 */
const consumerId = z.uuid({ error: () => messages.badRequest }).optional();

const licenseName = z
  .string({ error: () => messages.badRequest })
  .trim()
  .min(1, { error: () => messages.badRequest })
  .max(LICENSE_NAME_MAX_LENGTH, { error: () => messages.badRequest });

export const licenceNamesRequest = z.object({ consumerId });
export const licenceDetailsRequest = z.object({ consumerId, license_name: licenseName });
/** The download's query: without a licence name, the notices of every component. */
export const thirdPartyNoticesQuery = z.object({ license_name: licenseName.optional() });

export type LicenceDetailsRequest = z.infer<typeof licenceDetailsRequest>;

export interface LicenceNameItem {
  license_name: string;
}

export interface LicenceDetailItem {
  component: string;
  version: string;
  copyright: string;
}

export interface LicenceNamesReply {
  output: 'success';
  message: LicenceNameItem[];
}

export interface LicenceDetailsReply {
  output: 'success';
  message: LicenceDetailItem[];
}
