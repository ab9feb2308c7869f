import { Badge, Button, Card, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { AVATAR_MIME_TYPES, type CurrentUser, getRoleName } from '@slovo/contracts';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { formatMessage } from '../../../lib/messages.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProfileMutation } from '../api/update-profile.ts';
import { useUploadAvatarMutation } from '../api/upload-avatar.ts';
import { AVATAR_MAX_MEGABYTES, findAvatarFileProblem } from './check-avatar-file.ts';

// The hidden file input, for end-to-end tests that set files directly. React's input props type
// has no `data-*` keys, so the test id is declared beside them.
const FILE_INPUT_PROPS: ComponentPropsWithoutRef<'input'> & { 'data-testid': string } = {
  'data-testid': 'profile-avatar-input',
};

export function AvatarCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['profile', 'common']);
  const { roles } = useSession();
  const updateProfile = useUpdateProfileMutation();
  const uploadAvatar = useUploadAvatarMutation();
  const [progress, setProgress] = useState(0);
  // The code, not the text: the message follows a language change made after the check.
  const [fileProblem, setFileProblem] = useState<ReturnType<typeof findAvatarFileProblem>>(null);
  const resetFileInput = useRef<() => void>(null);

  const upload = (file: File | null) => {
    // Choosing the same file again must trigger another attempt.
    resetFileInput.current?.();
    if (!file) return;
    const problem = findAvatarFileProblem(file);
    setFileProblem(problem);
    if (problem) return;
    setProgress(0);
    uploadAvatar.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => notify({ color: 'green', message: t('profile:avatar.uploaded') }),
      },
    );
  };

  const removeAvatar = () => {
    updateProfile.mutate(
      { avatar: null },
      {
        onSuccess: () => notify({ color: 'green', message: t('profile:avatar.removed') }),
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
        {uploadAvatar.isPending && (
          <Stack gap={4} w="100%" maw={240} data-testid="profile-avatar-progress">
            <Progress value={progress} size="sm" animated={progress < 100} />
            <Text size="xs" c="dimmed">
              {t('profile:avatar.uploading', { percent: progress })}
            </Text>
          </Stack>
        )}
        <Group gap="xs" justify="center">
          <FileButton
            onChange={upload}
            accept={AVATAR_MIME_TYPES.join(',')}
            resetRef={resetFileInput}
            disabled={uploadAvatar.isPending}
            inputProps={FILE_INPUT_PROPS}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconUpload size={16} />}
                loading={uploadAvatar.isPending}
                data-testid="profile-avatar-upload"
              >
                {t('profile:avatar.upload')}
              </Button>
            )}
          </FileButton>
          {user.avatar && (
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} />}
              loading={updateProfile.isPending}
              disabled={uploadAvatar.isPending}
              onClick={confirmRemoval}
              data-testid="profile-avatar-remove"
            >
              {t('profile:avatar.remove')}
            </Button>
          )}
        </Group>
        {fileProblem ? (
          <Text size="sm" c="red" data-testid="profile-avatar-error">
            {formatMessage(fileProblem, getUiLanguage(), { max: AVATAR_MAX_MEGABYTES })}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {t('profile:avatar.hint', { max: AVATAR_MAX_MEGABYTES })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
