import { messages, routes } from '@ddp/contract';
import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LinkProblemCard } from './link-problem-card';

// Spec section 8: an unreadable link shows 'Not a valid token' and leads to Login; the pause
// lets the message be read (the same as for invitation links).
const REDIRECT_MS = 3000;

export function NotValidToken() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(routes.login, { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <LinkProblemCard message={messages.notValidToken}>
      <Text size="sm" c="dimmed">
        {messages.redirectingToSignIn}
      </Text>
    </LinkProblemCard>
  );
}
