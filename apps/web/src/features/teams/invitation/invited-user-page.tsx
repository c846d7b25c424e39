import { messages } from '@ddp/contract';
import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LinkProblemCard, NotValidLink } from '../../../components/link-problem-card';
import { CompletionFormCard } from './completion-form-card';
import { readInvitationLink } from './invitation-link';

const TITLE = 'Invitation link';

/** /invited-user?details=…: the invitation's completion (spec sections 2, 4 and 5). */
export default function InvitedUserPage() {
  const [search] = useSearchParams();
  const details = search.get('details');
  const link = useMemo(() => readInvitationLink(details, Date.now()), [details]);
  // The server can still refuse the link on submit: expired meanwhile, used or superseded.
  const [refusal, setRefusal] = useState<string>();

  if (link.kind === 'invalid') return <NotValidLink title={TITLE} />;
  const problem = link.kind === 'expired' ? messages.linkExpired : refusal;
  if (problem) {
    return (
      <LinkProblemCard title={TITLE} message={problem}>
        <Text size="sm">{messages.invitationAskAgain}</Text>
      </LinkProblemCard>
    );
  }
  return <CompletionFormCard invitation={link.payload} onLinkProblem={setRefusal} />;
}
