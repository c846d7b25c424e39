import { type PersonalDetailsReply, paths } from '@ddp/contract';
import { getEncrypted } from './api-client';
import { portalQueryClient } from './query-client';
import { askAtStart, startSession } from './start-answer';

export const personalDetailsKey = (email: string) => ['personal-details', email] as const;

export function fetchPersonalDetails(email: string): Promise<PersonalDetailsReply> {
  return getEncrypted<PersonalDetailsReply>(
    paths.viewPersonalDetails,
    { emailid: email },
    { auth: 'session' },
  );
}

/** The person's details (the greeting on Credentials, Settings): one definition for both. */
export const personalDetailsQuery = (email: string) => ({
  queryKey: personalDetailsKey(email),
  queryFn: () => fetchPersonalDetails(email),
});

/** When the portal opens on Settings, the person's details are asked for beside the screen's code. */
export function prefetchPersonalDetails(): void {
  const email = startSession()?.email;
  if (email) void askAtStart(portalQueryClient, personalDetailsQuery(email));
}
