import { messages, type ResetLinkPayload, routes } from '@ddp/contract';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LinkCheckCard, LinkProblemCard, NotValidLink } from '../../components/link-problem-card';
import { RouterAnchor } from '../../components/router-anchor';
import { NewPasswordCard } from './new-password-card';
import { checkResetLink, resetLinkKey } from './password-reset-api';
import { linkRefusalOf, readResetLink } from './reset-link';

/** A link that cannot be used; a new one can be asked for. */
function ResetLinkProblem({ message }: { message: string }) {
  return (
    <LinkProblemCard title={messages.titleResetByLink} message={message}>
      <Text size="sm">
        {messages.resetYouCanAskForA}{' '}
        <RouterAnchor to={routes.forgotPassword}>{messages.titleForgotPassword}</RouterAnchor>.
      </Text>
    </LinkProblemCard>
  );
}

/** /reset-password?details=…: the link is read, then checked by the server (spec sections 2 and 4). */
export default function ResetByLinkPage() {
  const [search] = useSearchParams();
  const details = search.get('details');
  const link = useMemo(() => readResetLink(details, Date.now()), [details]);

  if (link.kind === 'invalid') return <NotValidLink title={messages.titleResetByLink} />;
  if (link.kind === 'expired') return <ResetLinkProblem message={messages.linkExpired} />;
  return <CheckedLink payload={link.payload} />;
}

function CheckedLink({ payload }: { payload: ResetLinkPayload }) {
  // The server may still refuse the link on submit: expired meanwhile, or used in another tab.
  const [refusal, setRefusal] = useState<string>();
  const check = useQuery({
    queryKey: resetLinkKey(payload.token),
    queryFn: () => checkResetLink({ email: payload.email, token: payload.token, date: payload.inviteDate }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  const refused = refusal ?? linkRefusalOf(check.error);
  if (refused) return <ResetLinkProblem message={refused} />;
  if (check.data) {
    return <NewPasswordCard link={payload} intro={check.data.message} onLinkRefused={setRefusal} />;
  }
  return (
    <LinkCheckCard
      title={messages.titleResetByLink}
      check={check}
      checking={messages.resetCheckingYourLink}
    />
  );
}
