import { Box, Burger, Divider, Group, Skeleton, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { canSeeWorkspaceSelector, getRoleName, ROLE } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { Logo } from '../../components/logo.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import type { Session } from '../../lib/auth/session.tsx';
import { toggleGodMode } from '../../lib/god-mode.ts';
import { ApiBadge } from './api-badge.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { WorkspaceSelect } from './workspace-select.tsx';

type ShellHeaderProps = {
  /** Null while the user loads. */
  session: Session | null;
  hasNavigation: boolean;
  isNavOpen: boolean;
  onToggleNav: () => void;
};

export function ShellHeader({ session, hasNavigation, isNavOpen, onToggleNav }: ShellHeaderProps) {
  const { t } = useTranslation(['shell', 'common']);
  const effectiveRole = session?.effectiveRole ?? null;
  // Physical keys, so the shortcut also works with a Cyrillic keyboard layout.
  useHotkeys([['ctrl+shift+G', toggleGodMode, { preventDefault: true, usePhysicalKeys: true }]]);
  // Notifications belong to a person's place in a project: root alone has none.
  const bellWorkspaceId =
    session?.workspaceId != null && session.roles.some((role) => role !== ROLE.root)
      ? session.workspaceId
      : null;

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {hasNavigation && (
          <Burger
            opened={isNavOpen}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('shell:nav.toggle')}
            data-testid="burger"
          />
        )}
        <Box component={Link} to="/" aria-label={t('common:appName')} display="flex" td="none">
          <Box visibleFrom="xs">
            <Logo />
          </Box>
          <Box hiddenFrom="xs">
            <Logo isCompact />
          </Box>
        </Box>
        {effectiveRole !== null && (
          <>
            <Divider orientation="vertical" visibleFrom="sm" my={18} />
            <Text fw={600} c="dimmed" visibleFrom="sm" truncate="end" data-testid="role-title">
              {t(`common:roles.${getRoleName(effectiveRole)}`)}
            </Text>
          </>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <ApiBadge />
        {session && canSeeWorkspaceSelector(session.user) && <WorkspaceSelect session={session} />}
        {bellWorkspaceId !== null && <NotificationBell workspaceId={bellWorkspaceId} />}
        <LanguageSwitcher />
        {session ? (
          <ProfileMenu session={session} canEditProfile={hasNavigation} />
        ) : (
          <Skeleton circle height={38} />
        )}
      </Group>
    </Group>
  );
}
