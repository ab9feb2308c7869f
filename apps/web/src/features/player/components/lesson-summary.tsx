import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { buildPath, type LessonMark, SLIDE_MARKS } from '@slovo/contracts';
import { IconArrowLeft, IconCircleCheck, IconClock, IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useMarkLessonDoneMutation } from '../api/finish-lesson.ts';
import { useLessonSummary } from '../api/get-lesson-summary.ts';
import { MARK_LOOK } from './marks-strip.tsx';
import classes from './player.module.css';
import { countMarks, formatDuration } from './player-steps.ts';

type LessonSummaryProps = {
  token: string;
  workspaceId: number;
  lessonId: number;
  marks: readonly LessonMark[];
  /** Time counted on this page, shown until the server's total arrives. */
  sessionSeconds: number;
};

/** After the lesson: time, the child's answers, and marking the lesson done. */
export function LessonSummary({
  token,
  workspaceId,
  lessonId,
  marks,
  sessionSeconds,
}: LessonSummaryProps) {
  const { t } = useTranslation('player');
  const lesson = useLessonSummary({ workspaceId, lessonId });
  const markDone = useMarkLessonDoneMutation();
  const counts = countMarks(marks);
  const isDone = Boolean(lesson.data?.done_at) || markDone.isSuccess;
  const seconds = lesson.data?.tracked_seconds ?? sessionSeconds;

  const onMarkDone = () =>
    markDone.mutate(
      { token, workspaceId, lessonId },
      {
        onSuccess: () => notify({ color: 'teal', message: t('player:summary.doneNotice') }),
      },
    );

  return (
    <div className={classes.centered}>
      <Paper
        className={classes.summary}
        p={{ base: 'lg', sm: 'xl' }}
        radius="lg"
        w="100%"
        maw={520}
        data-testid="player-summary"
      >
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={48} radius={24} variant="light" color="indigo">
              <IconFlag size={26} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz={{ base: 20, sm: 24 }}>
                {t('player:summary.title')}
              </Title>
              {lesson.data && (
                <Text c="dimmed" size="sm" truncate>
                  {lesson.data.client.child_name}
                </Text>
              )}
            </div>
          </Group>
          <Group gap="xs" data-testid="player-summary-time">
            <IconClock size={20} />
            <Text fw={600}>{t('player:summary.time', { time: formatDuration(seconds) })}</Text>
          </Group>
          <SimpleGrid cols={3} spacing="xs">
            {SLIDE_MARKS.map((mark) => (
              <Paper
                key={mark}
                withBorder
                p="sm"
                radius="md"
                ta="center"
                data-testid={`player-summary-${mark}`}
              >
                <ThemeIcon size={32} radius={16} variant="light" color={MARK_LOOK[mark].color}>
                  {MARK_LOOK[mark].icon}
                </ThemeIcon>
                <Text fw={800} fz={28} lh={1.2}>
                  {counts[mark]}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`player:marks.${mark}`)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Stack gap="xs">
            {isDone ? (
              <Alert
                color="teal"
                variant="light"
                icon={<IconCircleCheck size={20} />}
                title={t('player:summary.isDone')}
                data-testid="player-done-badge"
              />
            ) : (
              <Button
                size="md"
                color="teal"
                leftSection={<IconCircleCheck size={20} />}
                loading={markDone.isPending}
                onClick={onMarkDone}
                data-testid="player-done"
              >
                {t('player:summary.markDone')}
              </Button>
            )}
            <Button
              component={Link}
              to={buildPath('lessonsList')}
              variant="default"
              leftSection={<IconArrowLeft size={18} />}
              data-testid="player-back"
            >
              {t('player:summary.back')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </div>
  );
}
