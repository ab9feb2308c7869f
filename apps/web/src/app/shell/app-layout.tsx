import { ActionIcon, AppShell, Center, Group, Loader, ScrollArea, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { HEADER_HEIGHT, listNavRoutes, STORAGE_KEYS } from '@slovo/contracts';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useOptionalSession } from '../../lib/auth/session.tsx';
import { useStoredPreference } from '../../lib/stored-preference.ts';
import { useIsBreakpointUp } from '../../lib/use-is-breakpoint-up.ts';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { ShellHeader } from './shell-header.tsx';
import { SideNav } from './side-nav.tsx';

const NAV_WIDTH = 260;
const NAV_ICON_WIDTH = 76;
const COLLAPSED_FLAGS = ['true', 'false'] as const;

function ContentLoader() {
  return (
    <Center mih={`calc(100dvh - ${HEADER_HEIGHT * 2}px)`}>
      <Loader size="lg" type="dots" />
    </Center>
  );
}

/** The signed-in frame: header, side navigation and the page. */
export function AppLayout() {
  const session = useOptionalSession();
  const { t } = useTranslation('shell');
  const [isMobileNavOpen, { toggle: toggleMobileNav, close: closeMobileNav }] = useDisclosure();
  // Kept per browser: who prefers icons only should not collapse the menu on every visit.
  const [collapsedFlag, setCollapsedFlag] = useStoredPreference(
    STORAGE_KEYS.navCollapsed,
    COLLAPSED_FLAGS,
  );
  const isCollapsed = collapsedFlag === 'true';
  const isDesktop = useIsBreakpointUp('sm');

  const navRoutes = session ? listNavRoutes(session.roles) : null;
  // Spec 2: a user with nothing to open sees the empty-access page without navigation.
  const hasNavigation = navRoutes === null || navRoutes.length > 0;
  const isIconOnly = isDesktop && isCollapsed;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={
        hasNavigation
          ? {
              width: isIconOnly ? NAV_ICON_WIDTH : NAV_WIDTH,
              breakpoint: 'sm',
              collapsed: { mobile: !isMobileNavOpen },
            }
          : undefined
      }
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <ShellHeader
          session={session}
          hasNavigation={hasNavigation}
          isNavOpen={isMobileNavOpen}
          onToggleNav={toggleMobileNav}
        />
      </AppShell.Header>
      {hasNavigation && (
        <AppShell.Navbar p="sm">
          <AppShell.Section grow component={ScrollArea} type="scroll" scrollbarSize={6}>
            <SideNav routes={navRoutes} isIconOnly={isIconOnly} onNavigate={closeMobileNav} />
          </AppShell.Section>
          <AppShell.Section visibleFrom="sm" pt="sm">
            <Group justify={isIconOnly ? 'center' : 'flex-end'}>
              <Tooltip
                label={isCollapsed ? t('shell:nav.expand') : t('shell:nav.collapse')}
                position="right"
              >
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  onClick={() => setCollapsedFlag(isCollapsed ? 'false' : 'true')}
                  aria-label={isCollapsed ? t('shell:nav.expand') : t('shell:nav.collapse')}
                  aria-expanded={!isCollapsed}
                  data-testid="nav-collapse"
                >
                  {isCollapsed ? (
                    <IconLayoutSidebarLeftExpand size={20} />
                  ) : (
                    <IconLayoutSidebarLeftCollapse size={20} />
                  )}
                </ActionIcon>
              </Tooltip>
            </Group>
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main bg="gray.0">
        {session ? (
          <>
            <ImpersonationBanner session={session} />
            <Suspense fallback={<ContentLoader />}>
              <Outlet />
            </Suspense>
          </>
        ) : (
          <ContentLoader />
        )}
      </AppShell.Main>
    </AppShell>
  );
}
