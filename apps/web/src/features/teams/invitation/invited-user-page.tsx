import { type InvitationLinkPayload, messages } from '@ddp/contract';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LinkCheckCard, LinkProblemCard, NotValidLink } from '../../../components/link-problem-card';
import { checkInvitation } from '../teams-api';
import { CompletionFormCard } from './completion-form-card';
import { readInvitationLink } from './invitation-link';
import { linkProblemOf } from './link-problem';

function InvitationProblem({ message }: { message: string }) {
  return (
    <LinkProblemCard title={messages.titleInvitation} message={message}>
      <Text size="sm">{messages.invitationAskAgain}</Text>
    </LinkProblemCard>
  );
}

/**
 * /invited-user?details=…: the invitation's completion (spec sections 2, 4 and 5). The link is read,
 * then checked by the server on opening, so that a used, withdrawn, superseded or expired link says
 * so before the form is filled.
 */
export default function InvitedUserPage() {
  const [search] = useSearchParams();
  const details = search.get('details');
  const link = useMemo(() => readInvitationLink(details, Date.now()), [details]);

  if (link.kind === 'invalid') return <NotValidLink title={messages.titleInvitation} />;
  if (link.kind === 'expired') return <InvitationProblem message={messages.linkExpired} />;
  return <CheckedInvitation invitation={link.payload} />;
}

function CheckedInvitation({ invitation }: { invitation: InvitationLinkPayload }) {
  // The server can still refuse the link on submit: expired meanwhile, or used in another tab.
  const [refusal, setRefusal] = useState<string>();
  const check = useQuery({
    queryKey: ['invitation-link', invitation.token],
    queryFn: () =>
      checkInvitation({
        email: invitation.emailId,
        createdUserId: invitation.createdUserId,
        token: invitation.token,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  const refused = refusal ?? linkProblemOf(check.error);
  if (refused) return <InvitationProblem message={refused} />;
  if (check.data) return <CompletionFormCard invitation={invitation} onLinkProblem={setRefusal} />;
  return (
    <LinkCheckCard
      title={messages.titleInvitation}
      check={check}
      checking={messages.teamCheckingYourInvitation}
    />
  );
}
