import { type PersonalDetailsReply, paths } from '@ddp/contract';
import { getEncrypted } from './api-client';

export const personalDetailsKey = (email: string) => ['personal-details', email] as const;

export function fetchPersonalDetails(email: string): Promise<PersonalDetailsReply> {
  return getEncrypted<PersonalDetailsReply>(
    paths.viewPersonalDetails,
    { emailid: email },
    { auth: 'session' },
  );
}
