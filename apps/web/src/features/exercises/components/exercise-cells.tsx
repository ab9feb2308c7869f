import { Anchor, Badge, Box, Checkbox, Group, Menu, Stack, Text } from '@mantine/core';
import type { ExerciseSummary, Tag } from '@slovo/contracts';
import { IconExternalLink, IconStack2, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowMenu } from '../../../components/row-menu.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { type BoardRole, canDeleteExercise, getExerciseOpenPath } from './exercise-statuses.ts';

/** What a row of the list can do. */
export type ExerciseRowActions = {
  role: BoardRole;
  selectedIds: ReadonlySet<number>;
  onSelect: (ids: number[], isSelected: boolean) => void;
  onDelete: (exercise: ExerciseSummary) => void;
};

type CellProps = { exercise: ExerciseSummary; actions: ExerciseRowActions };

const SHOWN_TAGS = 3;

export function ExerciseTags({ tags }: { tags: Tag[] }) {
  const { t } = useTranslation('exercises');
  if (tags.length === 0) return null;
  const hidden = tags.length - SHOWN_TAGS;
  return (
    <Group gap={4}>
      {tags.slice(0, SHOWN_TAGS).map((tag) => (
        <Badge key={tag.id} size="sm" variant="outline" color="gray" tt="none">
          {tag.name}
        </Badge>
      ))}
      {hidden > 0 && (
        <Badge
          size="sm"
          variant="transparent"
          color="gray"
          tt="none"
          title={tags
            .slice(SHOWN_TAGS)
            .map((tag) => tag.name)
            .join(', ')}
        >
          {t('exercises:row.moreTags', { total: hidden })}
        </Badge>
      )}
    </Group>
  );
}

export function ExerciseTitle({ exercise, path }: { exercise: ExerciseSummary; path: string }) {
  const { t } = useTranslation('exercises');
  return (
    <Stack gap={2} miw={0}>
      <Anchor
        component={Link}
        to={path}
        fw={600}
        size="sm"
        c="inherit"
        style={{ overflowWrap: 'anywhere' }}
        // A microblock's title is in the microblock's language, not always the interface's: a
        // screen reader pronounces it in its own.
        lang={exercise.language}
        data-testid={`exercise-open-${exercise.id}`}
      >
        {exercise.title}
      </Anchor>
      <Text size="xs" c="dimmed" truncate="end">
        {exercise.category?.name ?? t('exercises:row.noCategory')}
      </Text>
    </Stack>
  );
}

export function ExerciseSlideCount({ count }: { count: number }) {
  const { t } = useTranslation('exercises');
  return (
    <Group gap={4} wrap="nowrap" c="dimmed" title={t('exercises:row.slides', { total: count })}>
      <IconStack2 size={16} />
      <Text size="sm" span>
        {count}
      </Text>
    </Group>
  );
}

export function ExerciseUpdated({ exercise }: { exercise: ExerciseSummary }) {
  const { t } = useTranslation('exercises');
  return (
    <Text size="sm" c="dimmed" title={t('exercises:row.updated')}>
      {formatDate(exercise.updated_at)}
    </Text>
  );
}

export function ExerciseSelectCheckbox({ exercise, actions }: CellProps) {
  const { t } = useTranslation('exercises');
  const isSelectable = canDeleteExercise(exercise, actions.role);
  return (
    <Checkbox
      checked={actions.selectedIds.has(exercise.id)}
      disabled={!isSelectable}
      onChange={(event) => actions.onSelect([exercise.id], event.currentTarget.checked)}
      aria-label={t('exercises:row.select', { title: exercise.title })}
      data-testid={`exercise-select-${exercise.id}`}
    />
  );
}

export function ExerciseRowMenu({ exercise, actions }: CellProps) {
  const { t } = useTranslation('exercises');
  return (
    <Box style={{ flexShrink: 0 }}>
      <RowMenu
        label={t('exercises:row.menu', { title: exercise.title })}
        testId={`exercise-menu-${exercise.id}`}
      >
        <Menu.Item
          component={Link}
          to={getExerciseOpenPath(exercise, actions.role)}
          leftSection={<IconExternalLink size={18} />}
        >
          {t('exercises:row.open')}
        </Menu.Item>
        {canDeleteExercise(exercise, actions.role) && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={18} />}
              onClick={() => actions.onDelete(exercise)}
              data-testid="exercise-delete"
            >
              {t('exercises:row.delete')}
            </Menu.Item>
          </>
        )}
      </RowMenu>
    </Box>
  );
}
