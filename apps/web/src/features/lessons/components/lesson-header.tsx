import { Badge, Button, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { buildPath, type Lesson } from '@slovo/contracts';
import { IconArrowLeft, IconCheck, IconCopy, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const STATE_COLORS: Record<Lesson['state'], string> = {
  upcoming: 'blue',
  finished: 'teal',
  not_finished: 'red',
};

export function BackToLessons() {
  const { t } = useTranslation('lessons');
  return (
    <Button
      component={Link}
      to={buildPath('lessonsList')}
      variant="subtle"
      size="compact-sm"
      px={0}
      leftSection={<IconArrowLeft size={16} />}
      style={{ alignSelf: 'flex-start' }}
      data-testid="lesson-back"
    >
      {t('lessons:editor.back')}
    </Button>
  );
}

function PlayButtons({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('lessons');
  // The player plays what is saved: with nothing saved there is nothing to play.
  const canPlay = lesson.items.length > 0;
  return (
    <Group gap="xs">
      <CopyButton value={lesson.play_url}>
        {({ copied, copy }) => (
          <Tooltip label={t('lessons:editor.copyHint')} withArrow multiline w={260}>
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              data-testid="lesson-copy-link"
            >
              {t(copied ? 'lessons:editor.copied' : 'lessons:editor.copyLink')}
            </Button>
          </Tooltip>
        )}
      </CopyButton>
      {canPlay ? (
        <Button
          component="a"
          href={lesson.play_url}
          target="_blank"
          rel="noopener noreferrer"
          color="teal"
          leftSection={<IconPlayerPlay size={18} />}
          data-testid="lesson-play"
        >
          {t('lessons:editor.play')}
        </Button>
      ) : (
        <Tooltip label={t('lessons:editor.playDisabled')} withArrow>
          <Button
            color="teal"
            leftSection={<IconPlayerPlay size={18} />}
            // Not `disabled`: a disabled button gets no hover, and the tooltip says why.
            data-disabled
            aria-disabled
            onClick={(event) => event.preventDefault()}
            data-testid="lesson-play"
          >
            {t('lessons:editor.play')}
          </Button>
        </Tooltip>
      )}
    </Group>
  );
}

/** Who the lesson is for, which lesson of which plan, its state; play and share it. */
export function LessonHeader({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation(['lessons', 'protocols']);
  return (
    <Stack gap="xs">
      <BackToLessons />
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }} data-testid="lesson-child">
            {lesson.client.child_name}
          </Title>
          <Group gap="xs">
            <Text c="dimmed" data-testid="lesson-numbers">
              {t('lessons:numbers', { plan: lesson.plan_number, lesson: lesson.number })}
            </Text>
            <Badge variant="light" color={STATE_COLORS[lesson.state]} data-testid="lesson-state">
              {/* One lesson's state, in the singular: "Заплановане", not the tab's "Майбутні". */}
              {t(`protocols:lessons.state.${lesson.state}`)}
            </Badge>
            <Badge variant="light" color={lesson.prepared_at ? 'teal' : 'orange'}>
              {t(lesson.prepared_at ? 'lessons:prepared.yes' : 'lessons:prepared.no')}
            </Badge>
          </Group>
        </Stack>
        <PlayButtons lesson={lesson} />
      </Group>
    </Stack>
  );
}
