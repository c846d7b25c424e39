import { BASE_PATH, routes } from '@ddp/contract';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { usePortalLinks } from '../../lib/portal-links';

/** Footer of every screen (spec section 2); targets come from the portal configuration. */
export function SiteFooter({ fluid = false }: { fluid?: boolean }) {
  const links = usePortalLinks();
  // The licence notes open in a new tab (spec section 2), so they need a full address.
  const licences = `${BASE_PATH.replace(/\/$/, '')}${routes.licences}`;
  const items = [
    { label: 'Imprint', href: links.imprint },
    { label: 'Terms of use', href: links.termsOfUse },
    { label: 'Data protection', href: links.dataProtection },
    { label: 'Third-party licences', href: licences, newTab: true },
    { label: 'Contact', href: links.contact },
  ];
  return (
    <Container size="lg" fluid={fluid} px={fluid ? 0 : undefined} py="md" component="footer">
      <Group justify="space-between" gap="sm">
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} Developer Portal
        </Text>
        <nav aria-label="Legal and contact">
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
