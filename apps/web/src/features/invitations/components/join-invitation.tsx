import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLogin2, IconLogout, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/auth/token-store.ts';
import { notify } from '../../../lib/notify.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/query-client.ts';
import { useJoinInvitationMutation } from '../api/join-invitation.ts';

type JoinInvitationProps = {
  token: string;
  email: string;
  project: string;
  /** The invitation was used up or expired while the page was open. */
  onInvalid: (message: string) => void;
};

/**
 * An existing account joins the project only by its owner's own click, signed in as that
 * account; someone else signed in on this device is told to sign in as the invitee.
 */
export function JoinInvitation({ token, email, project, onInvalid }: JoinInvitationProps) {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionToken = useToken();
  const join = useJoinInvitationMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (!sessionToken) {
    const next = `/accept-invite?token=${encodeURIComponent(token)}`;
    return (
      <Stack gap="md" data-testid="join-invitation-signed-out">
        <Text>{t('invitations:join.signInFirst', { email: email.toLowerCase() })}</Text>
        <Button
          leftSection={<IconLogin2 size={18} />}
          onClick={() => navigate(`/login?next=${encodeURIComponent(next)}`)}
          data-testid="join-invitation-sign-in"
        >
          {t('invitations:join.signIn')}
        </Button>
      </Stack>
    );
  }

  const handleJoin = () => {
    setRefusal(null);
    join.mutate(
      { token },
      {
        onSuccess: async () => {
          // The new project appears in the switcher as soon as the user is read again.
          await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
          notify({
            color: 'green',
            message: t('invitations:join.joined', { project }),
          });
          navigate('/', { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'INVALID_INVITATION') onInvalid(error.message);
          else setRefusal(error.message);
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid="join-invitation">
      {refusal && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          data-testid="join-invitation-error"
        >
          {refusal}
        </Alert>
      )}
      <Button
        leftSection={<IconUserPlus size={18} />}
        loading={join.isPending}
        onClick={handleJoin}
        data-testid="join-invitation-submit"
      >
        {t('invitations:join.submit')}
      </Button>
      {refusal && (
        <Button
          variant="subtle"
          leftSection={<IconLogout size={18} />}
          onClick={() => navigate('/logout')}
          data-testid="join-invitation-sign-out"
        >
          {t('invitations:join.signOut')}
        </Button>
      )}
    </Stack>
  );
}
