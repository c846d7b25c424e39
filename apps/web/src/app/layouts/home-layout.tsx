import { messages } from '@ddp/contract';
import { AppShell, Box, Burger, Group, NavLink, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Brand } from '../../components/brand';
import { ColorSchemeSelect } from '../../components/color-scheme-select';
import { LanguageSelect } from '../../components/language-select';
import { RouteLoading } from '../../components/route-loading';
import { useSession } from '../../lib/session-store';
import { signOut } from '../../lib/sign-out';
import { homeMenu } from './home-menu';
import { SessionWarningDialog } from './session-warning-dialog';
import { SiteFooter } from './site-footer';

/** The signed-in shell: header, side menu, the screen and the footer. */
export default function HomeLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  const [leaving, setLeaving] = useState(false);
  const { pathname } = useLocation();
  const { email, isAdmin, isAdminConsumer } = useSession();
  // The role as the session knows it: from the sign-in, then from each Owners-only screen's answer.
  const owner = isAdmin ?? isAdminConsumer ?? false;
  const menu = homeMenu.filter((item) => !item.ownersOnly || owner);
  const queryClient = useQueryClient();
  const burger = useRef<HTMLButtonElement>(null);
  // Below the sm breakpoint the menu is a panel over the screen, opened with the Burger. Closed, its
  // links leave the tab order (they are off-screen); open, the screen under it does. Closed from
  // inside (a section chosen, or Escape), the focus goes back to the Burger, not to the page start.
  const narrow = !useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const closeMenu = () => {
    if (!narrow || !opened) return;
    close();
    burger.current?.focus();
  };

  const logout = async () => {
    setLeaving(true);
    await signOut();
    // Nothing of this user may stay in memory for the next one.
    queryClient.clear();
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'xl' }}
      bg="var(--ddp-color-page)"
    >
      <SessionWarningDialog onSignOut={logout} />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={messages.layoutToggleMenu}
              aria-expanded={opened}
              aria-controls="portal-menu"
            />
            <UnstyledButton component={Link} to="/home" aria-label={messages.layoutDeveloperPortalHome}>
              <Brand />
            </UnstyledButton>
          </Group>
          <Group gap="md" wrap="nowrap">
            {email ? (
              <Text size="sm" c="dimmed" visibleFrom="xs" truncate maw={320} translate="no">
                {email}
              </Text>
            ) : null}
            {/* On a phone the language is in Settings: the header keeps its two controls (issue 19, part 1). */}
            <Box visibleFrom="xs">
              <LanguageSelect />
            </Box>
            <ColorSchemeSelect />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id="portal-menu"
        p="sm"
        aria-label={messages.layoutMainMenu}
        inert={narrow && !opened}
        onKeyDown={(event) => event.key === 'Escape' && closeMenu()}
      >
        {/* The browser's own scrolling: Mantine's ScrollArea measured the menu as the screen was
            first drawn, which made the browser lay out the whole page before its time. */}
        <AppShell.Section grow style={{ overflowY: 'auto', minHeight: 0 }}>
          <nav aria-label={messages.layoutPortalSections}>
            {menu.map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={18} stroke={1.7} aria-hidden />}
                active={pathname.startsWith(item.to)}
                aria-current={pathname.startsWith(item.to) ? 'page' : undefined}
                onClick={closeMenu}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </nav>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--ddp-color-divider)' }}>
          <NavLink
            component="button"
            type="button"
            label={leaving ? messages.layoutLoggingOut : messages.layoutLogout}
            leftSection={<IconLogout size={18} stroke={1.7} aria-hidden />}
            onClick={logout}
            disabled={leaving}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main" inert={narrow && opened} style={{ display: 'flex', flexDirection: 'column' }}>
        {/* The footer arrives with the screen (see public-layout.tsx): shown beside the loading
            indicator, the screen's arrival pushed it out of the first screenful. */}
        <Suspense fallback={<RouteLoading />}>
          <div style={{ flex: 1 }}>
            <Outlet />
          </div>
          <div
            style={{
              borderTop: '1px solid var(--ddp-color-divider)',
              marginTop: 'var(--mantine-spacing-xl)',
            }}
          >
            <SiteFooter fluid />
          </div>
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
