import {
  composeMobile,
  type EditDetailsForm,
  type EditDetailsFormData,
  type EditDetailsRequest,
  type PersonalDetailsReply,
  parseMobile,
} from '@ddp/contract';

export const editFieldNames = [
  'editfirstname',
  'editlastname',
  'countryCode',
  'phonenumber',
  'street',
  'postal',
  'country',
  'city',
] as const;

/** The server names the composed number `editmobile`; the person typed it into the phone field. */
export const EDIT_FIELD_ALIASES = { editmobile: 'phonenumber' };

/** The dialog starts with the stored details; the mobile number is split into its parts. */
export function initialEditValues(details: PersonalDetailsReply): {
  values: EditDetailsForm;
  iso2: string | null;
} {
  const mobile = parseMobile(details.mobile);
  return {
    values: {
      editfirstname: details.firstname,
      editlastname: details.lastname,
      countryCode: mobile?.countryCode ?? '',
      phonenumber: mobile?.phonenumber ?? '',
      street: details.street,
      postal: details.postal,
      country: details.country,
      city: details.city,
    },
    iso2: mobile?.iso2 ?? null,
  };
}

/** The edit-details call: the caller's own e-mail, the mobile number joined again. */
export function editRequestOf(data: EditDetailsFormData, iso2: string, email: string): EditDetailsRequest {
  return {
    editfirstname: data.editfirstname,
    editlastname: data.editlastname,
    editmobile: composeMobile(data.countryCode, data.phonenumber, iso2),
    email,
    postal: data.postal,
    city: data.city,
    country: data.country,
    street: data.street,
  };
}
