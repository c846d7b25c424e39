import { messages, routes } from '@ddp/contract';
import { Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { BackLink } from '../../components/back-link';
import { HomeScreen } from '../../components/home-screen';

/**
 * An address under /home that names no screen: said so inside the signed-in layout, with the menu
 * still there and a link back, instead of the public not-found page that offers only sign-in.
 */
export function HomeNotFoundPage() {
  const { pathname } = useLocation();
  return (
    <HomeScreen title={messages.titleNotFound} intro={messages.pageNotFound} width={720}>
      <Text>
        {messages.layoutThereIsNoScreenAt} <b translate="no">{pathname}</b>
        {messages.layoutTheLinkMayBeMistyped}
      </Text>
      <BackLink to={routes.viewCredentials}>{messages.layoutBackToCredentials}</BackLink>
    </HomeScreen>
  );
}
