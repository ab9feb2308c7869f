import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type CurrentUser, getRoleName } from '@slovo/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { useUpdateProfileMutation } from '../api/update-profile.ts';

export function AvatarCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['profile', 'common']);
  const { roles } = useSession();
  const updateProfile = useUpdateProfileMutation();

  const removeAvatar = () => {
    updateProfile.mutate(
      { avatar: null },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('profile:avatar.removed') }),
      },
    );
  };

  const confirmRemoval = () =>
    modals.openConfirmModal({
      title: t('profile:avatar.confirmTitle'),
      children: <Text size="sm">{t('profile:avatar.confirmText')}</Text>,
      confirmProps: { color: 'red', 'data-testid': 'profile-avatar-remove-confirm' },
      onConfirm: removeAvatar,
    });

  return (
    <Card padding="lg">
      <Stack align="center" gap="sm" ta="center">
        <UserAvatar name={user.name} src={user.avatar} size={112} radius={56} />
        <div>
          <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Text>
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.email.toLowerCase()}
          </Text>
        </div>
        <Group gap={6} justify="center">
          {roles.map((role) => (
            <Badge key={role} variant="light">
              {t(`common:roles.${getRoleName(role)}`)}
            </Badge>
          ))}
        </Group>
        {user.avatar && (
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} />}
            loading={updateProfile.isPending}
            onClick={confirmRemoval}
            data-testid="profile-avatar-remove"
          >
            {t('profile:avatar.remove')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
