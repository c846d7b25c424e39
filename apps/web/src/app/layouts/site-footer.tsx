import { BASE_PATH, messages, routes } from '@ddp/contract';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { usePortalLinks } from '../../lib/portal-links';

/** Footer of every screen (spec section 2); targets come from the portal configuration. */
export function SiteFooter({ fluid = false }: { fluid?: boolean }) {
  const links = usePortalLinks();
  // The licence notes open in a new tab (spec section 2), so they need a full address.
  const licences = `${BASE_PATH.replace(/\/$/, '')}${routes.licences}`;
  const items = [
    { label: messages.titleImprint, href: links.imprint },
    { label: messages.titleTermsOfUse, href: links.termsOfUse },
    { label: messages.titleDataProtection, href: links.dataProtection },
    { label: messages.titleLicences, href: licences, newTab: true },
    { label: messages.titleContact, href: links.contact },
  ];
  return (
    <Container size="lg" fluid={fluid} px={fluid ? 0 : undefined} py="md" component="footer">
      <Group justify="space-between" gap="sm">
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} {messages.layoutDeveloperPortal}
        </Text>
        <nav aria-label={messages.layoutLegalAndContact}>
          <Group gap="lg" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0, rowGap: 4 }}>
            {items.map((item) => (
              <li key={item.label}>
                <Anchor
                  href={item.href}
                  size="xs"
                  c="dimmed"
                  {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {item.label}
                </Anchor>
              </li>
            ))}
          </Group>
        </nav>
      </Group>
    </Container>
  );
}
