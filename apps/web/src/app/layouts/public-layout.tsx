import { messages, routes } from '@ddp/contract';
import { Box, Container, Group, UnstyledButton } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Brand } from '../../components/brand';
import { ColorSchemeSelect } from '../../components/color-scheme-select';
import { LanguageSelect } from '../../components/language-select';
import { RouteLoading } from '../../components/route-loading';
import { SiteFooter } from './site-footer';

/** Header, the screen, and the footer: the frame of every screen outside /home. */
export function PublicLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        {messages.layoutSkipToContent}
      </a>
      <Box
        component="header"
        bg="var(--ddp-color-bar)"
        style={{ borderBottom: '1px solid var(--ddp-color-divider)' }}
      >
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between">
            <UnstyledButton
              component={Link}
              to={routes.login}
              aria-label={messages.layoutDeveloperPortalSignIn}
            >
              <Brand />
            </UnstyledButton>
            <Group gap="xs" wrap="nowrap">
              <LanguageSelect />
              <ColorSchemeSelect />
            </Group>
          </Group>
        </Container>
      </Box>
      {/* The footer arrives with the screen, not before it: shown beside the loading indicator,
          it sat in the first screenful and the screen's arrival pushed it away (a layout shift). */}
      <Suspense
        fallback={
          <PublicMain>
            <RouteLoading />
          </PublicMain>
        }
      >
        <PublicMain>
          <Outlet />
        </PublicMain>
        <Box bg="var(--ddp-color-bar)" style={{ borderTop: '1px solid var(--ddp-color-divider)' }}>
          <SiteFooter />
        </Box>
      </Suspense>
    </Box>
  );
}

function PublicMain({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      id="main"
      tabIndex={-1}
      style={{ flex: 1, outline: 'none' }}
      py={{ base: 'lg', sm: 48 }}
    >
      <Container size="lg">{children}</Container>
    </Box>
  );
}
