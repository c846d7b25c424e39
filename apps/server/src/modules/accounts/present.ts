import type { PersonalDetailsReply } from '@ddp/contract';
import type { PersonalDetailsRow } from './repo';

// Field names, misspellings included, are the contract's (spec section 3).
export const personalDetailsReply = (row: PersonalDetailsRow): PersonalDetailsReply => ({
  output: 'success',
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  mobile: row.mobile,
  companyname: row.companyname,
  street: row.street,
  postal: row.postal,
  city: row.city,
  country: row.country,
  projectname: row.projectname,
  projectdescription: row.projectdescription,
  lastscucessfullogin: row.last_success_login_at?.toISOString() ?? null,
  lastsucessuserip: row.last_success_ip,
  lastunsucessfulllogin: row.last_failed_login_at?.toISOString() ?? null,
  lastunsucessuserip: row.last_failed_ip,
});
