import { messages, type PersonalDetailsReply, parseMobile } from '@ddp/contract';
import { formatGmt } from '../../../lib/format-gmt';

/** Shown where the server has nothing yet (no login of that kind so far). */
export const NOTHING = '—';

export interface LoginShown {
  time: string;
  ip: string;
}

/** A last-login pair of the reply, as the screen shows it: GMT time and IP, or a dash. */
export function loginShown(at: string | null, ip: string | null): LoginShown {
  return { time: at ? formatGmt(at) : NOTHING, ip: ip || NOTHING };
}

/** '+49 1701234567 DE' reads better as '+49 1701234567 (DE)'; other shapes stay as they are. */
export function mobileShown(mobile: string): string {
  const parts = parseMobile(mobile);
  if (!parts) return mobile || NOTHING;
  return `${parts.countryCode} ${parts.phonenumber} (${parts.iso2})`;
}

/** The read-only details in reading order: left column, right column, row by row. */
export function detailRows(
  details: PersonalDetailsReply,
): { label: string; value: string; wide?: boolean }[] {
  const text = (value: string) => value || NOTHING;
  return [
    { label: messages.accountFirstName, value: text(details.firstname) },
    { label: messages.accountLastName, value: text(details.lastname) },
    { label: messages.kitEMail, value: text(details.email) },
    { label: messages.accountMobile, value: mobileShown(details.mobile) },
    { label: messages.accountCompany, value: text(details.companyname) },
    { label: messages.accountProject, value: text(details.projectname) },
    { label: messages.accountStreet, value: text(details.street) },
    { label: messages.accountPostalCode, value: text(details.postal) },
    { label: messages.kitCity, value: text(details.city) },
    { label: messages.kitCountry, value: text(details.country) },
    { label: messages.accountProjectDescription, value: text(details.projectdescription), wide: true },
  ];
}
