import { Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff, IconMoodHappy, IconPresentationOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusIcon, StatusScreen } from '../../../components/status-screen.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import classes from './player.module.css';

/** Shown before the lesson (and its language) is known: no text, on the stage's colour. */
export function PlayerLoading() {
  return (
    <Center h="100dvh" bg="#0d0f14" data-testid="player-loading">
      <Loader size="lg" type="dots" color="gray.4" />
    </Center>
  );
}

/** A wrong, revoked or removed link. */
export function PlayerLinkBroken() {
  const { t } = useTranslation('player');
  return (
    <StatusScreen
      testId="player-not-found"
      badge={
        <StatusIcon color="orange">
          <IconLinkOff size={44} />
        </StatusIcon>
      }
      title={t('player:broken.title')}
      description={t('player:broken.description')}
    />
  );
}

/**
 * The lesson did not arrive. A refusal the server explained (too many attempts from this
 * address) is given in its words; anything else is most likely the connection.
 */
export function PlayerLoadError({
  error,
  isRetrying,
  onRetry,
}: {
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('player');
  const refusal =
    isApiError(error) && error.status !== null && error.status < 500 ? error.message : null;
  return (
    <StatusScreen
      testId="player-error"
      badge={
        <StatusIcon color="red">
          <IconRefresh size={44} />
        </StatusIcon>
      }
      title={t('player:error.title')}
      description={refusal ?? t('player:error.description')}
      action={{
        label: isRetrying ? t('player:error.retrying') : t('player:error.retry'),
        icon: <IconRefresh size={18} />,
        onClick: onRetry,
      }}
    />
  );
}

type StageMessageProps = {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
  testId: string;
};

/** A message in the middle of the dark stage, in place of the slides. */
function StageMessage({ icon, title, description, action, testId }: StageMessageProps) {
  return (
    <div className={classes.centered}>
      <Stack align="center" gap="sm" maw={520} data-testid={testId}>
        <ThemeIcon size={88} radius={44} variant="light" color="indigo">
          {icon}
        </ThemeIcon>
        <Title order={1} className={classes.endTitle} fz={{ base: 24, sm: 34 }}>
          {title}
        </Title>
        <Text c="gray.4" size="lg" ta="center">
          {description}
        </Text>
        {action}
      </Stack>
    </div>
  );
}

export function EmptyLessonMessage({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('player');
  return (
    <StageMessage
      testId="player-empty"
      icon={<IconPresentationOff size={44} />}
      title={t('player:empty.title')}
      description={action ? t('player:empty.leaderText') : t('player:empty.followerText')}
      action={action}
    />
  );
}

export function FollowerEnd({ childName }: { childName: string }) {
  const { t } = useTranslation('player');
  return (
    <StageMessage
      testId="player-end"
      icon={<IconMoodHappy size={48} />}
      title={t('player:end.title', { name: childName })}
      description={t('player:end.text')}
    />
  );
}
