import { messages, routes } from '@ddp/contract';
import { Text } from '@mantine/core';
import { RouterAnchor } from './router-anchor';

/** Under a form that makes an account: the way to sign in for someone who has one. */
export function SignInInstead() {
  return (
    <Text size="sm" ta="center" c="dimmed">
      {messages.kitAlreadyRegistered} <RouterAnchor to={routes.login}>{messages.titleSignIn}</RouterAnchor>
    </Text>
  );
}
