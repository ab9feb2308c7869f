import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ProjectUser } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../components/table-frame.tsx';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import type { UserActions } from './use-user-actions.tsx';
import {
  UserActiveSwitch,
  UserIdentity,
  UserRoleBadges,
  UserRowMenu,
  UserStateBadge,
} from './user-cells.tsx';

type UsersListProps = { users: ProjectUser[]; actions: UserActions };

function UsersTable({ users, actions }: UsersListProps) {
  const { t } = useTranslation('users');
  return (
    <TableFrame minWidth={720} stickyFirstColumn>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users:columns.user')}</Table.Th>
            <Table.Th>{t('users:columns.roles')}</Table.Th>
            <Table.Th>{t('users:columns.state')}</Table.Th>
            <Table.Th>{t('users:columns.active')}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t('users:columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid={`user-row-${user.id}`}>
              <Table.Td maw={320}>
                <UserIdentity user={user} actions={actions} />
              </Table.Td>
              <Table.Td>
                <UserRoleBadges user={user} actions={actions} />
              </Table.Td>
              <Table.Td>
                <UserStateBadge user={user} />
              </Table.Td>
              <Table.Td>
                <UserActiveSwitch user={user} actions={actions} />
              </Table.Td>
              <Table.Td>
                <UserRowMenu user={user} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

function UsersCards({ users, actions }: UsersListProps) {
  const { t } = useTranslation('users');
  return (
    <Stack gap={0}>
      {users.map((user) => (
        <Stack
          key={user.id}
          gap="sm"
          p="md"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          data-testid={`user-row-${user.id}`}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <UserIdentity user={user} actions={actions} />
            <UserRowMenu user={user} actions={actions} />
          </Group>
          <UserRoleBadges user={user} actions={actions} />
          <Group justify="space-between" gap="sm">
            <UserStateBadge user={user} />
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('users:columns.active')}
              </Text>
              <UserActiveSwitch user={user} actions={actions} />
            </Group>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/** A table from the `md` breakpoint; below it one card per user, so phones never scroll sideways. */
export function UsersList(props: UsersListProps) {
  const isTable = useIsBreakpointUp('md');
  return isTable ? <UsersTable {...props} /> : <UsersCards {...props} />;
}
