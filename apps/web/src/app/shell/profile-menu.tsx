import { Box, Group, Indicator, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { getRoleName } from '@slovo/contracts';
import { IconChevronDown, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar.tsx';
import type { Session } from '../../lib/auth/session.tsx';
import { useIsGodMode } from '../../lib/god-mode.ts';

// Spec 2, Shell.
const AVATAR_SIZE = 38;

type ProfileMenuProps = {
  session: Session;
  /** Hidden on the empty-access page, where the profile screen is not open either. */
  canEditProfile: boolean;
};

export function ProfileMenu({ session, canEditProfile }: ProfileMenuProps) {
  const { t } = useTranslation(['shell', 'common']);
  const isGodMode = useIsGodMode();
  const { user, effectiveRole } = session;
  const avatar = (
    <UserAvatar name={user.name} src={user.avatar} size={AVATAR_SIZE} data-testid="avatar" />
  );

  return (
    <Menu position="bottom-end" shadow="md" width={260} withinPortal>
      <Menu.Target>
        {/* Named by what it shows (the initials or the photo's name) and then what it is, so a
            voice command naming the visible initials finds it (WCAG 2.5.3). */}
        <UnstyledButton data-testid="profile-menu">
          <Group gap={6} wrap="nowrap">
            {isGodMode ? (
              <Indicator
                color="orange"
                size={14}
                offset={4}
                withBorder
                processing
                title={t('shell:godMode')}
                data-testid="god-mode-indicator"
              >
                {avatar}
              </Indicator>
            ) : (
              avatar
            )}
            <IconChevronDown size={14} color="var(--mantine-color-dimmed)" />
            <VisuallyHidden>{t('shell:profileMenu.label')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" wrap="nowrap" p="sm">
          <UserAvatar name={user.name} src={user.avatar} size={44} />
          <Box miw={0}>
            <Text fw={600} truncate="end" data-testid="profile-menu-name">
              {user.name}
            </Text>
            <Text size="sm" c="dimmed" truncate="end" data-testid="profile-menu-email">
              {user.email.toLowerCase()}
            </Text>
            {effectiveRole !== null && (
              <Text size="xs" c="indigo" fw={600} hiddenFrom="sm">
                {t(`common:roles.${getRoleName(effectiveRole)}`)}
              </Text>
            )}
          </Box>
        </Group>
        <Menu.Divider />
        {canEditProfile && (
          <Menu.Item
            component={Link}
            to="/profile"
            leftSection={<IconUserEdit size={18} />}
            data-testid="profile-menu-edit"
          >
            {t('shell:profileMenu.editProfile')}
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to="/logout"
          color="red"
          leftSection={<IconLogout size={18} />}
          data-testid="profile-menu-logout"
        >
          {t('shell:profileMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
