import { messages } from '@ddp/contract';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CompletionFormCard } from './completion-form-card';
import { readInvitationLink } from './invitation-link';
import { LinkProblemCard } from './link-problem-card';
import { NotValidToken } from './not-valid-token';

/** /invited-user?details=…: the invitation's completion (spec sections 2, 4 and 5). */
export default function InvitedUserPage() {
  const [search] = useSearchParams();
  const details = search.get('details');
  const link = useMemo(() => readInvitationLink(details, Date.now()), [details]);
  // The server can still refuse the link on submit: expired meanwhile, used or superseded.
  const [refusal, setRefusal] = useState<string>();

  if (link.kind === 'invalid') return <NotValidToken />;
  if (link.kind === 'expired') return <LinkProblemCard message={messages.linkExpired} />;
  if (refusal) return <LinkProblemCard message={refusal} />;
  return <CompletionFormCard invitation={link.payload} onLinkProblem={setRefusal} />;
}
