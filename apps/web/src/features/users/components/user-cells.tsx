import { Badge, Box, CloseButton, Group, Menu, Switch, Text, Tooltip } from '@mantine/core';
import { getRoleName, isRoleId, type ProjectUser } from '@slovo/contracts';
import { IconLogin2, IconMailForward, IconShieldCog, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../../components/row-menu.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import type { UserActions } from './use-user-actions.tsx';

type CellProps = { user: ProjectUser; actions: UserActions };

export function UserIdentity({ user, actions }: CellProps) {
  const { t } = useTranslation('users');
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <UserAvatar name={user.name} src={user.avatar} size={38} />
      <Box miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" truncate="end">
            {user.name}
          </Text>
          {user.id === actions.currentUserId && (
            <Badge size="xs" variant="outline" color="gray">
              {t('users:you')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email.toLowerCase()}
        </Text>
      </Box>
    </Group>
  );
}

export function UserRoleBadges({ user, actions }: CellProps) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <Group gap={6}>
      {user.roles.filter(isRoleId).map((role) => {
        const roleLabel = t(`common:roles.${getRoleName(role)}`);
        return (
          <Badge
            key={role}
            variant="light"
            pr={3}
            tt="none"
            rightSection={
              <CloseButton
                size={16}
                iconSize={10}
                radius="xl"
                variant="transparent"
                c="indigo"
                disabled={actions.isRemovingRole(user, role)}
                aria-label={t('users:removeRole', { role: roleLabel })}
                onClick={() => actions.removeRole(user, role)}
                data-testid={`user-role-remove-${user.id}-${role}`}
              />
            }
            data-testid={`user-role-${user.id}-${role}`}
          >
            {roleLabel}
          </Badge>
        );
      })}
    </Group>
  );
}

/** Invitation state, and whether the user may work in this project right now. */
export function UserStateBadge({ user }: { user: ProjectUser }) {
  const { t } = useTranslation('users');
  if (user.state === 'invited') {
    return (
      <Badge color="yellow" variant="light" tt="none" data-testid={`user-state-${user.id}`}>
        {t('users:state.invited')}
      </Badge>
    );
  }
  return user.isActive ? (
    <Badge color="teal" variant="light" tt="none" data-testid={`user-state-${user.id}`}>
      {t('users:state.active')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" tt="none" data-testid={`user-state-${user.id}`}>
      {t('users:state.deactivated')}
    </Badge>
  );
}

export function UserActiveSwitch({ user, actions }: CellProps) {
  const { t } = useTranslation('users');
  const isSelf = user.id === actions.currentUserId;
  const activeSwitch = (
    <Switch
      checked={user.isActive}
      onChange={(event) => {
        // The switch shows the saved state: switching off asks first, and a cancelled question
        // leaves nothing to re-render, so the box the browser ticked is put back here.
        event.currentTarget.checked = user.isActive;
        actions.setActive(user, !user.isActive);
      }}
      disabled={isSelf || actions.isChangingActive(user)}
      aria-label={t('users:activeSwitch', { name: user.name })}
      data-testid={`user-active-${user.id}`}
    />
  );
  if (!isSelf) return activeSwitch;
  // A disabled input gets no pointer events, so the tooltip listens on a wrapper.
  return (
    <Tooltip label={t('users:selfActiveHint')} withArrow>
      <Box component="span" display="inline-flex">
        {activeSwitch}
      </Box>
    </Tooltip>
  );
}

export function UserRowMenu({ user, actions }: CellProps) {
  const { t } = useTranslation('users');
  const isSelf = user.id === actions.currentUserId;
  return (
    <RowMenu label={t('users:menu.label', { name: user.name })} testId={`user-menu-${user.id}`}>
      <Menu.Item
        leftSection={<IconShieldCog size={18} />}
        onClick={() => actions.editRoles(user)}
        data-testid="user-roles-edit"
      >
        {t('users:menu.editRoles')}
      </Menu.Item>
      {user.state === 'invited' && (
        <Menu.Item
          leftSection={<IconMailForward size={18} />}
          onClick={() => actions.resendInvitation(user)}
          data-testid="user-resend"
        >
          {t('users:menu.resend')}
        </Menu.Item>
      )}
      {!isSelf && (
        <>
          <Menu.Item
            leftSection={<IconLogin2 size={18} />}
            onClick={() => actions.confirmLoginAs(user)}
            data-testid="user-login-as"
          >
            {t('users:menu.loginAs')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconUserMinus size={18} />}
            onClick={() => actions.confirmRemoval(user)}
            data-testid="user-remove"
          >
            {t('users:menu.remove')}
          </Menu.Item>
        </>
      )}
    </RowMenu>
  );
}
