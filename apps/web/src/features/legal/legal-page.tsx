import { messages, routes } from '@ddp/contract';
import { Anchor, Text } from '@mantine/core';
import { BackLink } from '../../components/back-link';
import { PageCard } from '../../components/page-card';
import { usePortalLinks } from '../../lib/portal-links';
import { type LegalPageName, legalPages } from './legal-pages';

/** /legal/<page>: where the footer's imprint, terms and privacy links go until configured. */
export default function LegalPage({ name }: { name: LegalPageName }) {
  const page = legalPages[name];
  const { contact } = usePortalLinks();
  return (
    <PageCard title={page.title} width={560}>
      <Text>{messages.legalPageByOperator}</Text>
      <Text size="sm">
        Questions? <Anchor href={contact}>Contact us</Anchor>.
      </Text>
      <Text size="xs" c="dimmed">
        {messages.legalPageSetting(page.setting)}
      </Text>
      <BackLink to={routes.login}>Back to the portal</BackLink>
    </PageCard>
  );
}
