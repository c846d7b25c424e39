import {
  type LicenceDetailItem,
  type LicenceDetailsReply,
  type LicenceNamesReply,
  paths,
} from '@ddp/contract';
import { getEncrypted } from '../../lib/api-client';
import { readSession } from '../../lib/session-store';

export const licenceKeys = {
  names: ['licences', 'names'] as const,
  details: (licenseName: string) => ['licences', 'details', licenseName] as const,
};

// The page works without signing in (spec section 2), so the calls never need the session; the
// contract's consumerId goes along when there is one.
const payload = () => {
  const { consumerId } = readSession();
  return consumerId ? { consumerId } : {};
};

export async function fetchLicenceNames(): Promise<string[]> {
  const reply = await getEncrypted<LicenceNamesReply>(paths.getAllLicenseName, payload());
  return reply.message.map((item) => item.license_name);
}

export async function fetchLicenceDetails(licenseName: string): Promise<LicenceDetailItem[]> {
  const reply = await getEncrypted<LicenceDetailsReply>(paths.getAllDetails, {
    ...payload(),
    license_name: licenseName,
  });
  return reply.message;
}

/** The download link's target: the notices and licence texts of one licence's components. */
export function noticesHref(licenseName: string): string {
  return `${paths.thirdPartyNotices}?${new URLSearchParams({ license_name: licenseName })}`;
}
