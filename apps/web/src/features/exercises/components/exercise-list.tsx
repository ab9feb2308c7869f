import { Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import type { ExerciseSummary } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { SelectPageCheckbox } from '../../../components/select-page-checkbox.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import {
  type ExerciseRowActions,
  ExerciseRowMenu,
  ExerciseSelectCheckbox,
  ExerciseSlideCount,
  ExerciseTags,
  ExerciseTitle,
  ExerciseUpdated,
} from './exercise-cells.tsx';
import { ExerciseCover } from './exercise-cover.tsx';
import { ExerciseStatusBadge } from './exercise-status-badge.tsx';
import { canDeleteExercise, getExerciseOpenPath } from './exercise-statuses.ts';
import { ReactionButtons } from './reaction-buttons.tsx';

type ExerciseListProps = { exercises: ExerciseSummary[]; actions: ExerciseRowActions };

function SelectAllCheckbox({ exercises, actions }: ExerciseListProps) {
  const { t } = useTranslation('exercises');
  return (
    <SelectPageCheckbox
      ids={exercises
        .filter((exercise) => canDeleteExercise(exercise, actions.role))
        .map((exercise) => exercise.id)}
      selectedIds={actions.selectedIds}
      onChange={actions.onSelect}
      aria-label={t('exercises:bulk.selectPage')}
      data-testid="exercise-select-all"
    />
  );
}

function ExerciseTable({ exercises, actions }: ExerciseListProps) {
  const { t } = useTranslation('exercises');
  return (
    <TableFrame minWidth={860} stickyFirstColumn selectColumn>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <SelectAllCheckbox exercises={exercises} actions={actions} />
            </Table.Th>
            <Table.Th>{t('exercises:columns.microblock')}</Table.Th>
            <Table.Th>{t('exercises:columns.status')}</Table.Th>
            <Table.Th>{t('exercises:columns.slides')}</Table.Th>
            <Table.Th>{t('exercises:columns.reactions')}</Table.Th>
            <Table.Th>{t('exercises:columns.updated')}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t('exercises:columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exercises.map((exercise) => (
            <Table.Tr
              key={exercise.id}
              data-testid={`exercise-row-${exercise.id}`}
              data-status={exercise.status_id}
            >
              <Table.Td>
                <ExerciseSelectCheckbox exercise={exercise} actions={actions} />
              </Table.Td>
              <Table.Td maw={420}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ExerciseCover url={exercise.cover_url} width={96} />
                  <Stack gap={6} miw={0}>
                    <ExerciseTitle
                      exercise={exercise}
                      path={getExerciseOpenPath(exercise, actions.role)}
                    />
                    <ExerciseTags tags={exercise.tags} />
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <ExerciseStatusBadge status={exercise.status_id} />
              </Table.Td>
              <Table.Td>
                <ExerciseSlideCount count={exercise.slide_count} />
              </Table.Td>
              <Table.Td>
                <ReactionButtons
                  exerciseId={exercise.id}
                  ownReaction={exercise.own_reaction}
                  likes={exercise.likes_count}
                  dislikes={exercise.dislikes_count}
                  size="xs"
                />
              </Table.Td>
              <Table.Td>
                <ExerciseUpdated exercise={exercise} />
              </Table.Td>
              <Table.Td>
                <ExerciseRowMenu exercise={exercise} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

function ExerciseCards({ exercises, actions }: ExerciseListProps) {
  return (
    <Stack gap={0}>
      <Group px="md" py="xs">
        <SelectAllCheckbox exercises={exercises} actions={actions} />
      </Group>
      {exercises.map((exercise) => (
        <Stack
          key={exercise.id}
          gap="sm"
          p="md"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          data-testid={`exercise-row-${exercise.id}`}
          data-status={exercise.status_id}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ExerciseSelectCheckbox exercise={exercise} actions={actions} />
            <ExerciseCover url={exercise.cover_url} width={88} />
            <Stack gap={4} miw={0} style={{ flex: 1 }}>
              <ExerciseTitle
                exercise={exercise}
                path={getExerciseOpenPath(exercise, actions.role)}
              />
              <ExerciseStatusBadge status={exercise.status_id} />
            </Stack>
            <ExerciseRowMenu exercise={exercise} actions={actions} />
          </Group>
          <ExerciseTags tags={exercise.tags} />
          <Group justify="space-between" gap="sm">
            <ReactionButtons
              exerciseId={exercise.id}
              ownReaction={exercise.own_reaction}
              likes={exercise.likes_count}
              dislikes={exercise.dislikes_count}
              size="xs"
            />
            <Group gap="md">
              <ExerciseSlideCount count={exercise.slide_count} />
              <ExerciseUpdated exercise={exercise} />
            </Group>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/** A table from the `md` breakpoint; below it one card per microblock, stacked. */
export function ExerciseList(props: ExerciseListProps) {
  const isTable = useIsBreakpointUp('md');
  return isTable ? <ExerciseTable {...props} /> : <ExerciseCards {...props} />;
}
